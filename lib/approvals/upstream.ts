import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { Messages } from "next-intl";
import { compareAmounts } from "@/lib/billing-math";
import { type Loaded, settle } from "@/lib/errors/problem";
import { refundableOf } from "@/lib/movements/rules";
import * as billing from "@/lib/operator/billing/api";
import type { ApprovalRequest } from "./requests";

type Upstream = Messages["Approvals"]["upstream"];
/** A message of Approvals.upstream by key, worded by the panel in the reader's language. */
type Words<K extends keyof Upstream> = { key: K; values?: Record<string, string> };

/** An amount, worded by the panel as money in the reader's language. */
export interface Money {
  amount: string;
  currency: string;
}

/** What is true upstream now, as the supervisor needs it beside the request. */
export interface UpstreamFacts {
  title: Words<"titleRectification" | "titleSubscription" | "titleMovement">;
  facts: { label: keyof Upstream["fact"]; value: string | Money | Words<"noneYet" | "notInvoiced"> }[];
  /** A reason the write would be refused if approved now (Approvals.upstream.warning). */
  warning?: { key: keyof Upstream["warning"]; values?: Record<string, string | Money> };
}

/** Movements carry no currency: they are in euros (docs/customer.md). */
const euros = (amount: string): Money => ({ amount, currency: "EUR" });

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
        title: {
          key: "titleRectification",
          values: { number: r.invoice_number ?? r.id, invoice: str(input, "invoiceId") },
        },
        facts: [
          { label: "status", value: r.status },
          { label: "totalWithTaxes", value: { amount: r.total_with_taxes, currency: r.currency } },
          { label: "reason", value: r.reason.code },
        ],
        ...(r.status !== "DRAFT" ? { warning: { key: "alreadyIssued" } } : {}),
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
        title: { key: "titleSubscription", values: { id: subscriptionId } },
        facts: [{ label: "movementWithKey", value: existing ? existing.id : { key: "noneYet" } }],
        ...(existing ? { warning: { key: "alreadyCreated", values: { id: existing.id } } } : {}),
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
      title: { key: "titleMovement", values: { id: m.id, subscriptionId } },
      facts: [
        { label: "description", value: m.description },
        { label: "amountWithTaxes", value: euros(m.amount.value_with_taxes) },
        { label: "invoice", value: invoiced || { key: "notInvoiced" } },
        ...(isRefund ? [{ label: "stillRefundable" as const, value: euros(refundable) }] : []),
      ],
      ...(isShort
        ? { warning: { key: "shortRefund" as const, values: { amount: euros(refundable) } } }
        : !isRefund && invoiced
          ? { warning: { key: "invoicedSince" as const } }
          : {}),
    },
  };
}
