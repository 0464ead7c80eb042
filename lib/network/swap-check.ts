import "server-only";
import { errorWords } from "@/lib/actions/error-words";
import type { PortalSession } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { OperatorError } from "@/lib/http";
import { checkDeviceSwap, type NetworkCaller, retrieveDeviceSwapDate } from "@/lib/operator/gateway/api";
import { networkProblem } from "@/lib/operator/gateway/errors";
import { resolveLine } from "./line";
import { type NetworkResult, settleNetwork } from "./result";
import { staffNetworkCaller } from "./staff";

/** One token for the check and, when the SIM did move, for when. */
const STEP_UP_SCOPES = ["device-swap:check", "device-swap:retrieve-date"] as const;

/** What the network says of the line's SIM: nothing to clear, or the check's answer and when it moved. */
type SwapCheck =
  | { isNeeded: false }
  | { isNeeded: true; check: NetworkResult<{ swapped: boolean }>; simMovedAt: Date | undefined };

/** When the SIM last moved, if the network says; without it the clearance window alone applies. */
async function latestSimMove(caller: NetworkCaller, signal: AbortSignal): Promise<Date | undefined> {
  const answer = await settleNetwork(retrieveDeviceSwapDate(caller, signal));
  const at = answer.ok ? answer.data.latestDeviceChange : null;
  return at ? new Date(at) : undefined;
}

async function askNetwork(
  session: PortalSession,
  subscriptionId: string,
  hours: number,
  signal: AbortSignal,
): Promise<SwapCheck> {
  const line = await resolveLine(session, subscriptionId);
  const caller = line.ok ? await staffNetworkCaller(session, line.data.msisdn, STEP_UP_SCOPES, signal) : line;
  const check = caller.ok ? await settleNetwork(checkDeviceSwap(caller.data, hours, signal)) : caller;
  // A landline or a SIM that never attached has no device to swap.
  if (!check.ok && check.problem.code === "SERVICE_NOT_APPLICABLE") return { isNeeded: false };
  if (check.ok && !check.data.swapped) return { isNeeded: false };
  // Asked even when the check failed: what the network does tell still dates the clearance.
  const simMovedAt = caller.ok && !signal.aborted ? await latestSimMove(caller.data, signal) : undefined;
  return { isNeeded: true, check, simMovedAt };
}

/** The failed check said when the deadline passes first, as a timed-out call is worded. */
async function timedOut(): Promise<SwapCheck> {
  const late = new OperatorError(504, "timeout", "The SIM-swap check did not finish in time.");
  return {
    isNeeded: true,
    check: { ok: false, problem: networkProblem(late, await errorWords()) },
    simMovedAt: undefined,
  };
}

/**
 * Has the line's SIM moved within `hours`? One deadline for the whole check (the line, the token, the
 * check and the date of the move): the gateway calls are cut at it, and whatever else is still
 * waiting then (a billing read) is no longer waited for. A check not done by then is a failed check.
 */
export async function checkSimSwap(
  session: PortalSession,
  subscriptionId: string,
  hours: number,
  withinMs = env.STEP_UP_CHECK_MS ?? env.OPERATOR_TIMEOUT_MS,
): Promise<SwapCheck> {
  const deadline = AbortSignal.timeout(withinMs);
  // Once the check is done, the deadline's listener goes: it must not word a failure after the request.
  const done = new AbortController();
  const late = new Promise<SwapCheck>((resolve) =>
    deadline.addEventListener("abort", () => resolve(timedOut()), { once: true, signal: done.signal }),
  );
  try {
    return await Promise.race([askNetwork(session, subscriptionId, hours, deadline), late]);
  } finally {
    done.abort();
  }
}
