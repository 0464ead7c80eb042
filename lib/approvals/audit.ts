import { type AuditOutcome, recordAudit } from "@/lib/store/audit";
import type { PortalTx } from "@/lib/store/audit-chain";
import type { ApprovalRequest } from "./requests";

export interface Person {
  id: string;
  name: string;
}

export type ApprovalStep =
  | "approval.requested"
  | "approval.approved"
  | "approval.rejected"
  | "approval.expired"
  | "approval.sent";

/** The portal itself, for steps nobody takes (expiry). */
export const PORTAL_ACTOR: Person = { id: "portal", name: "Portal (expiry)" };

/** One step of a request, in the same transaction as its state change; it names both people. */
export function auditStep(
  tx: PortalTx,
  step: ApprovalStep,
  actor: Person,
  request: ApprovalRequest,
  extra: { outcome?: AuditOutcome; errorCode?: string | null; changes?: Record<string, unknown> } = {},
) {
  return recordAudit(
    {
      org: request.org,
      actorId: actor.id,
      actorName: actor.name,
      action: step,
      targetType: "approval",
      targetId: request.id,
      customerRef: request.customerRef,
      requestKey: request.requestKey,
      outcome: extra.outcome ?? "succeeded",
      errorCode: extra.errorCode ?? null,
      changes: {
        write: request.action,
        amount: request.amount,
        limit: request.limitAmount,
        requestedBy: { id: request.requesterId, name: request.requesterName },
        ...(request.deciderId ? { decidedBy: { id: request.deciderId, name: request.deciderName } } : {}),
        reason: request.reason,
        comment: request.comment,
        ...(request.decisionComment ? { decisionComment: request.decisionComment } : {}),
        ...extra.changes,
      },
    },
    tx,
  );
}
