import "server-only";
import { and, eq, lte } from "drizzle-orm";
import { env } from "@/lib/env";
import { subscribableBody } from "@/lib/movements/forms";
import { versionOf } from "@/lib/movements/version";
import * as billing from "@/lib/operator/billing/api";
import type { OperatorCaller } from "@/lib/operator/caller";
import type { PortalDb } from "@/lib/store/open";
import { approvalRequests } from "@/lib/store/schema";
import type { SendEnd, StoredFailure } from "./outcome";
import { type ApprovalRequest, finishSend } from "./requests";

/**
 * An approved send still `sending` after this long was cut off (the portal stopped between the
 * claim and the outcome): a send is a read, a write and at most one retry, each bounded by the timeout.
 */
const staleAfterMs = () => 4 * env.OPERATOR_TIMEOUT_MS;

type Found = { state: "sent"; id: string } | { state: Exclude<SendEnd, "failed"> };

const str = (input: Record<string, unknown>, key: string) => String(input[key] ?? "");

/** What the operator shows of the write now, by its key or its target; it throws when it cannot say. */
async function lookUp(caller: OperatorCaller, r: ApprovalRequest): Promise<Found> {
  const input = r.input;
  const subscriptionId = str(input, "subscriptionId");
  switch (r.action) {
    case "movement.create": {
      const key = str(input, "externalMovementUniqueId");
      const found = (
        await billing.listMovements(caller, subscriptionId, { externalMovementUniqueId: key })
      ).find((m) => m.external_movement_unique_id === key);
      return found ? { state: "sent", id: found.id } : { state: "not_sent" };
    }
    case "refund.create": {
      // A refund is a movement that names the refunded one and carries the refund's key (docs/billing-api.md).
      const key = str(input, "externalRefundUniqueId");
      const found = (await billing.listMovements(caller, subscriptionId)).find(
        (m) =>
          m.refunded_movement_id === str(input, "movementId") &&
          (m.external_movement_unique_id === key || m.external_movement_unique_id === `refund:${key}`),
      );
      return found ? { state: "sent", id: found.id } : { state: "not_sent" };
    }
    case "rectification.issue": {
      const ref = [str(input, "accountId"), str(input, "invoiceId"), str(input, "rectificationId")] as const;
      const draft = await billing.getRectificationInvoice(caller, ...ref);
      return draft.status === "DRAFT" ? { state: "not_sent" } : { state: "sent", id: draft.id };
    }
    case "movement.update": {
      const now = versionOf(await billing.getMovement(caller, subscriptionId, str(input, "movementId")));
      const asked = subscribableBody(input as never);
      if (JSON.stringify(now) === JSON.stringify(input.loaded)) return { state: "not_sent" };
      const isAsked =
        now.value_with_taxes === asked.amount.value_with_taxes && now.description === asked.description;
      // Changed, but not into what was asked: someone else's change, or ours in part. Nobody can say.
      return isAsked ? { state: "sent", id: str(input, "movementId") } : { state: "uncertain" };
    }
    default:
      return { state: "uncertain" };
  }
}

const interrupted: StoredFailure = { code: "sendInterrupted", words: { key: "action.sendInterrupted" } };

/**
 * Settles the org's approved sends that a stopped portal left `sending`, as the audit settles its
 * pending entries: each is looked up at the operator by its key (found: sent; absent: not sent, so
 * the requester can send it again; unknowable: uncertain, for the supervisor to check). A request
 * the operator cannot answer for now stays `sending` and is looked up again on the next read.
 */
export async function settleInterrupted(
  db: PortalDb,
  org: string,
  caller: OperatorCaller,
  now: Date,
): Promise<number> {
  const stale = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.org, org),
        eq(approvalRequests.state, "sending"),
        lte(approvalRequests.decidedAt, new Date(now.getTime() - staleAfterMs())),
      ),
    );
  let settled = 0;
  for (const request of stale) {
    let found: Found;
    try {
      found = await lookUp(caller, request);
    } catch {
      continue;
    }
    const outcome =
      found.state === "sent" ? { id: found.id, settledLater: true } : { ...interrupted, settledLater: true };
    if (await finishSend(db, request, found.state, outcome)) settled++;
  }
  return settled;
}
