import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { compareAmounts } from "@/lib/billing-math";
import { type Loaded, settle } from "@/lib/errors/problem";
import { refundableOf } from "@/lib/movements/rules";
import * as billing from "@/lib/operator/billing/api";
import type { ApprovalRequest } from "./requests";

/** What is true upstream now, as the supervisor needs it beside the request. */
export interface UpstreamFacts {
  title: string;
  facts: { label: string; value: string }[];
  /** A reason the write would be refused if approved now. */
  warning?: string;
}

const str = (input: Record<string, unknown>, key: string) => String(input[key] ?? "");

/** Reads the target of the request again (the movement, or the draft and its invoice). */
export async function upstreamFacts(
  auth: OperatorCaller,
  request: ApprovalRequest,
): Promise<Loaded<UpstreamFacts>> {
  const { input } = request;
  if (request.action === "rectification.issue") {
    const read = await settle(
      billing.getRectificationInvoice(
        auth,
        str(input, "accountId"),
        str(input, "invoiceId"),
        str(input, "rectificationId"),
      ),
    );
    if (!read.ok) return read;
    const r = read.data;
    return {
      ok: true,
      data: {
        title: `Rectification ${r.invoice_number ?? r.id} of invoice ${str(input, "invoiceId")}`,
        facts: [
          { label: "Status", value: r.status },
          { label: "Total with taxes", value: r.total_with_taxes },
          { label: "Reason", value: r.reason.code },
        ],
        ...(r.status !== "DRAFT" ? { warning: "Already issued: approving will be refused." } : {}),
      },
    };
  }
  const subscriptionId = str(input, "subscriptionId");
  if (request.action === "movement.create") {
    const key = str(input, "externalMovementUniqueId");
    const read = await settle(billing.listMovements(auth, subscriptionId, { externalMovementUniqueId: key }));
    if (!read.ok) return read;
    const existing = read.data.find((m) => m.external_movement_unique_id === key);
    return {
      ok: true,
      data: {
        title: `Subscription ${subscriptionId}`,
        facts: [{ label: "Movement with this key", value: existing ? existing.id : "none yet" }],
        ...(existing ? { warning: `Already created as ${existing.id}: approving sends nothing new.` } : {}),
      },
    };
  }
  const read = await settle(billing.getMovement(auth, subscriptionId, str(input, "movementId")));
  if (!read.ok) return read;
  const m = read.data;
  const refundable = refundableOf(m);
  const invoiced = m.invoice_number || m.invoice_id;
  const isRefund = request.action === "refund.create";
  const isShort = isRefund && compareAmounts(refundable, request.amount) < 0;
  return {
    ok: true,
    data: {
      title: `Movement ${m.id} of ${subscriptionId}`,
      facts: [
        { label: "Description", value: m.description },
        { label: "Amount with taxes", value: m.amount.value_with_taxes },
        { label: "Invoice", value: invoiced || "not invoiced" },
        ...(isRefund ? [{ label: "Still refundable", value: refundable }] : []),
      ],
      ...(isShort
        ? { warning: `Only ${refundable} is left to refund: approving will be refused.` }
        : !isRefund && invoiced
          ? { warning: "Invoiced since: approving will be refused." }
          : {}),
    },
  };
}
