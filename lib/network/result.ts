import "server-only";
import { OperatorError } from "@/lib/http";
import { type NetworkProblem, networkProblem } from "@/lib/operator/gateway/errors";
import { forgetStaffNetworkTokens } from "@/lib/operator/gateway/token";

/** One network answer, or why there is none: each section of a page stands or fails on its own. */
export type NetworkResult<T> = { ok: true; data: T } | { ok: false; problem: NetworkProblem };

export async function settleNetwork<T>(promise: Promise<T>): Promise<NetworkResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    // A token the gateway no longer accepts (keys rotated, sandbox restarted) must not stay cached.
    if (error instanceof OperatorError && error.status === 401) forgetStaffNetworkTokens();
    return { ok: false, problem: networkProblem(error) };
  }
}

export const refused = (code: string, message: string): { ok: false; problem: NetworkProblem } => ({
  ok: false,
  problem: { code, message },
});
