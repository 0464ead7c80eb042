import "server-only";
import type { Messages } from "next-intl";
import { OperatorError } from "@/lib/http";
import { countDegradedSection } from "@/lib/metrics";
import { type NetworkProblem, networkProblem } from "@/lib/operator/gateway/errors";
import { forgetStaffNetworkTokens } from "@/lib/operator/gateway/token";
import { errorWords } from "../actions/error-words";

/** One network answer, or why there is none: each section of a page stands or fails on its own. */
export type NetworkResult<T> = { ok: true; data: T } | { ok: false; problem: NetworkProblem };

/**
 * No answer, a timeout, a 5xx, or the portal's own token refused: what shows in a section as a failure
 * of the gateway. Other refusals are answers about the line (a landline has no SIM to swap, a number
 * the operator does not serve) that pages word as such, and are not counted.
 */
const isGatewayFault = (error: unknown): error is OperatorError =>
  error instanceof OperatorError && (error.isUncertain || error.status === 401);

export async function settleNetwork<T>(promise: Promise<T>): Promise<NetworkResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    // A token the gateway no longer accepts (keys rotated, sandbox restarted) must not stay cached.
    if (error instanceof OperatorError && error.status === 401) forgetStaffNetworkTokens();
    const problem = networkProblem(error, await errorWords());
    if (isGatewayFault(error))
      countDegradedSection({ status: error.status, code: problem.code, traceId: problem.traceId });
    return { ok: false, problem };
  }
}

/** A check the portal itself refuses, worded from Errors.network. */
export const refused = async (
  code: string,
  key: keyof Messages["Errors"]["network"],
): Promise<{ ok: false; problem: NetworkProblem }> => ({
  ok: false,
  problem: { code, message: (await errorWords())(`network.${key}`) },
});
