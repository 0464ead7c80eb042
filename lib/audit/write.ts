import "server-only";
import { approvedSend } from "@/lib/approvals/scope";
import { OperatorError } from "@/lib/http";
import { type AuditOutcome, recordAudit } from "@/lib/store/audit";
import type { ActionError } from "../actions/result";
import type { AgentContext } from "../agent/guard";

export type AuditAction =
  | "movement.create"
  | "movement.update"
  | "movement.delete"
  | "refund.create"
  | "rectification.create"
  | "rectification.issue"
  | "rectification.delete"
  | "approval.requested"
  | "approval.approved"
  | "approval.rejected"
  | "approval.expired"
  | "approval.sent"
  | "limits.update";

export interface AuditWrite {
  action: AuditAction;
  targetType: "movement" | "refund" | "rectification";
  targetId?: string | undefined;
  customerRef: string;
  changes: Record<string, unknown>;
  outcome: AuditOutcome;
  /** The upstream error (or portal refusal) behind a failed or uncertain outcome. */
  error?: OperatorError | ActionError | undefined;
  /** Status of the upstream answer when it succeeded (201, 204). */
  upstreamStatus?: number | undefined;
  requestKey?: string | undefined;
}

/**
 * Appends one audit entry and returns its id. A failure to write the audit must not hide the outcome
 * of an upstream write that already happened, so it is logged rather than thrown (undefined id).
 * Only the intent (`pending`, before any upstream call) is written with `strict`: without it, no write.
 */
export async function auditWrite(
  actor: { id: string; name: string; org: string },
  write: AuditWrite,
  { strict = false } = {},
): Promise<number | undefined> {
  const error = write.error;
  const status =
    error instanceof OperatorError
      ? error.status
      : error?.status !== undefined
        ? error.status
        : write.upstreamStatus;
  try {
    return await recordAudit({
      org: actor.org,
      actorId: actor.id,
      actorName: actor.name,
      action: write.action,
      targetType: write.targetType,
      targetId: write.targetId ?? null,
      customerRef: write.customerRef,
      changes: withApproval(write.changes),
      outcome: write.outcome,
      upstreamStatus: status ?? null,
      errorCode: error?.code ?? null,
      traceId: error instanceof OperatorError ? (error.traceId ?? null) : (error?.traceId ?? null),
      requestKey: write.requestKey ?? null,
    });
  } catch (cause) {
    if (strict) throw cause;
    console.error("audit entry could not be written", write.action, write.targetId, cause);
    return undefined;
  }
}

/** A write sent on approval names the requester and the approver beside what it changed. */
function withApproval(changes: Record<string, unknown>): Record<string, unknown> {
  const send = approvedSend();
  if (!send) return changes;
  const { requestId, requestedBy, approvedBy } = send;
  return { ...changes, approval: { requestId, requestedBy, approvedBy } };
}

export function actorOf(ctx: AgentContext) {
  return { id: ctx.session.user.id, name: ctx.session.user.name, org: ctx.session.user.org };
}
