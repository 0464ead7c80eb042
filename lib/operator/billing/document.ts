import "server-only";
import type { PublicLink } from "@/contract/billing";
import { env } from "@/lib/env";
import { OperatorError } from "@/lib/http";

/**
 * Fetches the document behind a public link on the server. Only links on the billing API's own
 * origin are followed, so an unexpected answer cannot make the portal fetch an arbitrary address.
 */
export async function fetchDocument(link: PublicLink): Promise<Response> {
  const target = new URL(link.url);
  if (target.origin !== new URL(env.OPERATOR_BILLING_URL).origin)
    throw new OperatorError(502, "unexpectedLink", "The document link points outside the billing service.");
  let response: Response;
  try {
    response = await fetch(target, {
      cache: "no-store",
      signal: AbortSignal.timeout(env.OPERATOR_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === "TimeoutError";
    throw new OperatorError(
      isTimeout ? 504 : 0,
      isTimeout ? "timeout" : "unreachable",
      "The document could not be fetched.",
    );
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new OperatorError(
      response.status >= 400 ? response.status : 502,
      "documentUnavailable",
      "The document could not be fetched.",
      response.headers.get("x-trace-id") ?? undefined,
    );
  }
  return response;
}
