import "server-only";
import { errorWords } from "@/lib/actions/error-words";
import type { PortalSession } from "@/lib/auth/session";
import { listAudit, recordAudit } from "@/lib/store/audit";
import type { NetworkResult } from "./result";
import {
  type Clearance,
  isSensitiveWrite,
  STEP_UP_CHECK_ACTION,
  STEP_UP_OVERRIDE_ACTION,
  STEP_UP_VALID_MINUTES,
  STEP_UP_VERIFY_ACTION,
  type SwapOutlook,
  swapWindowHours,
  swapWindowWords,
} from "./step-up-rules";
import { checkSimSwap } from "./swap-check";
import { liftsStepUp } from "./verification-rule";

/** How many of the agent's recent verifications of the line are read to find one that lifts the step-up. */
const VERIFICATIONS_LOOKED_AT = 20;

export interface StepUpRefusal {
  code: "simSwapStepUp" | "simSwapCheckFailed";
  message: string;
  traceId?: string;
}

/**
 * This agent (never another) verified the caller (./verification-rule.ts) or recorded an override on
 * this line, recently, and after the SIM's latest move when the network tells it: a clearance given
 * before the SIM moved again was given to someone who may no longer hold the line.
 */
async function hasRecentClearance(
  session: PortalSession,
  subscriptionId: string,
  now: Date,
  simMovedAt: Date | undefined,
): Promise<Clearance | undefined> {
  const windowStart = now.getTime() - STEP_UP_VALID_MINUTES * 60_000;
  const from = new Date(Math.max(windowStart, simMovedAt?.getTime() ?? windowStart));
  const base = {
    org: session.user.org,
    actorId: session.user.id,
    customerRef: subscriptionId,
    from,
    outcome: "succeeded" as const,
  };
  // Newest first: the latest clearance is the one that lasts longest. A verification is judged again
  // here, from the outcomes it recorded, so only one that meets today's rule lifts the step-up.
  const [verifications, [override]] = await Promise.all([
    listAudit({
      ...base,
      action: STEP_UP_VERIFY_ACTION,
      changes: { isVerified: true },
      limit: VERIFICATIONS_LOOKED_AT,
    }),
    listAudit({ ...base, action: STEP_UP_OVERRIDE_ACTION, limit: 1 }),
  ]);
  const verification = verifications.find((entry) => liftsStepUp(entry.changes));
  const until = (entry: { at: Date }) => new Date(entry.at.getTime() + STEP_UP_VALID_MINUTES * 60_000);
  if (override) return { by: "override", until: until(override) };
  return verification ? { by: "verifiedCaller", until: until(verification) } : undefined;
}

/** Where a line stands against the step-up: nothing to clear, or the check's answer and any clearance. */
type Assessment =
  | { isNeeded: false }
  | {
      isNeeded: true;
      check: NetworkResult<{ swapped: boolean }>;
      clearance: Clearance | undefined;
      simMovedAt: Date | undefined;
    };

async function assessSwap(
  session: PortalSession,
  subscriptionId: string,
  hours: number,
  now: Date,
): Promise<Assessment> {
  const swap = await checkSimSwap(session, subscriptionId, hours);
  if (!swap.isNeeded) return swap;
  return { ...swap, clearance: await hasRecentClearance(session, subscriptionId, now, swap.simMovedAt) };
}

/**
 * Before a sensitive agent write: was the line's SIM moved to another device within the org's window?
 * Then the write waits for a caller verification or an override. A check that cannot be made blocks
 * too (an override still opens it). Every blocking or clearing decision is audited.
 */
export async function simSwapStepUp(
  session: PortalSession,
  action: string,
  form: unknown,
  now = new Date(),
): Promise<StepUpRefusal | null> {
  if (!isSensitiveWrite(action, form)) return null;
  const subscriptionId = String((form as { subscriptionId?: unknown }).subscriptionId ?? "");
  const hours = swapWindowHours(session.user.org);
  const audit = (
    outcome: "succeeded" | "failed",
    changes: Record<string, unknown>,
    error?: { code: string; traceId?: string },
  ) =>
    recordAudit({
      org: session.user.org,
      actorId: session.user.id,
      actorName: session.user.name,
      action: STEP_UP_CHECK_ACTION,
      targetType: "line",
      targetId: subscriptionId,
      customerRef: subscriptionId,
      changes: { for: action, windowHours: hours, ...changes },
      outcome,
      errorCode: error?.code,
      traceId: error?.traceId,
    });

  const assessment = await assessSwap(session, subscriptionId, hours, now);
  if (!assessment.isNeeded) return null;
  const { check, clearance } = assessment;
  const swapped = check.ok ? true : "unknown";
  if (clearance) {
    await audit("succeeded", { swapped, clearedBy: clearance.by });
    return null;
  }
  if (!check.ok) {
    await audit("failed", { swapped }, check.problem);
    return {
      code: "simSwapCheckFailed",
      message: (await errorWords())("action.simSwapCheckFailed", { message: check.problem.message }),
      traceId: check.problem.traceId,
    };
  }
  await audit("failed", { swapped }, { code: "simSwapStepUp" });
  return {
    code: "simSwapStepUp",
    message: (await errorWords())("action.simSwapStepUp", swapWindowWords(hours)),
  };
}

/**
 * Where a line stands, for a page to say it before anything is sent (display only, no audit): clear,
 * moved within the org's window (with when, if the network tells it), or the check could not be made.
 * `clearance`: this person verified the caller or recorded an override since, and until when it lasts.
 */
export async function stepUpOutlook(
  session: PortalSession,
  subscriptionId: string,
  now = new Date(),
): Promise<SwapOutlook> {
  const hours = swapWindowHours(session.user.org);
  const assessment = await assessSwap(session, subscriptionId, hours, now);
  if (!assessment.isNeeded) return { state: "clear" };
  const { check, simMovedAt, clearance } = assessment;
  const cleared = clearance ? { clearance } : {};
  return check.ok
    ? { state: "swapped", hours, ...cleared, ...(simMovedAt ? { movedAt: simMovedAt } : {}) }
    : { state: "checkFailed", ...cleared, message: check.problem.message, traceId: check.problem.traceId };
}
