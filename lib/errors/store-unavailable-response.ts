import "server-only";
import { getTranslations } from "next-intl/server";
import { STORE_RETRY_AFTER_SECONDS, storeUnavailable } from "@/store-kit/unavailable";
import { apiError } from "./api-error";

/**
 * An /api/* route handler that answers 503 with Retry-After and the usual error body, in the caller's
 * language, when the portal's own store is unreachable or too slow (a session check included), instead
 * of an empty 500. Other errors stay errors.
 */
export function answersStoreUnavailable<A extends unknown[]>(
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!storeUnavailable(error)) throw error;
      console.error("[store] unavailable", error instanceof Error ? error.message : error);
      const t = await getTranslations("Feedback.problem.storeUnavailable");
      const response = apiError(503, { code: "storeUnavailable", message: `${t("title")}. ${t("message")}` });
      response.headers.set("retry-after", String(STORE_RETRY_AFTER_SECONDS));
      return response;
    }
  };
}
