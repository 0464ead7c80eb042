import "server-only";
import type { Messages } from "next-intl";
import { OperatorError } from "@/lib/http";
import { type NetworkProblem, networkProblem } from "@/lib/operator/gateway/errors";
import { forgetStaffNetworkTokens } from "@/lib/operator/gateway/token";
import { errorWords } from "../actions/error-words";

/** One network answer, or why there is none: each section of a page stands or fails on its own. */
export type NetworkResult<T> = { ok: true; data: T } | { ok: false; problem: NetworkProblem };

export async function settleNetwork<T>(promise: Promise<T>): Promise<NetworkResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    // A token the gateway no longer accepts (keys rotated, sandbox restarted) must not stay cached.
    if (error instanceof OperatorError && error.status === 401) forgetStaffNetworkTokens();
    return { ok: false, problem: networkProblem(error, await errorWords()) };
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
