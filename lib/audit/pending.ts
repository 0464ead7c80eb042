import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { env } from "@/lib/env";
import * as billing from "@/lib/operator/billing/api";
import { type AuditEntry, listOpenPending, recordAudit } from "@/lib/store/audit";

/** A pending entry older than this was left by a portal that stopped before recording the outcome. */
const staleAfterMs = () => 2 * env.OPERATOR_TIMEOUT_MS;

/**
 * Settles the org's stale pending audit entries: a movement creation is looked up by its key (found:
 * succeeded; absent: failed, it never took effect; no answer: left pending for the next time); any
 * other write is recorded as uncertain, since nothing identifies its effect without guessing. Each outcome is a new entry that `completes` the
 * pending one. Runs before the audit trail is shown.
 */
export async function resolvePendingAudit(
  org: string,
  caller: OperatorCaller,
  now = new Date(),
): Promise<number> {
  const pending = await listOpenPending(org, new Date(now.getTime() - staleAfterMs()));
  let settled = 0;
  for (const entry of pending) {
    const completion = await completionOf(caller, entry);
    if (!completion) continue;
    await recordAudit(completion);
    settled++;
  }
  return settled;
}

async function completionOf(caller: OperatorCaller, entry: AuditEntry) {
  const base = {
    org: entry.org,
    actorId: entry.actorId,
    actorName: entry.actorName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    customerRef: entry.customerRef,
    requestKey: entry.requestKey,
  };
  const changes = { ...entry.changes, completes: entry.id, resolvedLater: true };
  if (entry.action !== "movement.create" || !entry.requestKey || !entry.customerRef)
    return { ...base, changes, outcome: "uncertain" as const, errorCode: "outcomeNotRecorded" };
  try {
    const movements = await billing.listMovements(caller, entry.customerRef, {
      externalMovementUniqueId: entry.requestKey,
    });
    const found = movements.find((m) => m.external_movement_unique_id === entry.requestKey);
    return found
      ? { ...base, targetId: found.id, changes, outcome: "succeeded" as const, upstreamStatus: 201 }
      : { ...base, changes, outcome: "failed" as const, errorCode: "neverApplied" };
  } catch {
    // The operator cannot say yet: the entry stays pending and is looked up again next time.
    return undefined;
  }
}
