import type { Context, Handler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "./env";
import { ApiError } from "./errors";

const codes = new WeakMap<object, string>();

/**
 * A route handler with its own failure code (billing contract, section 7: `getSubscription`,
 * `createMovement`, ...). An unexpected failure answers 500 with that code instead of the generic
 * internalError, and faults injected on the route (http/faults.ts) carry it too.
 */
export function endpoint(
  code: string,
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
): Handler<AppEnv> {
  const wrapped: Handler<AppEnv> = async (c) => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      console.error(`[sandbox] ${code}`, error);
      throw new ApiError(500, code, "The service failed to process the request.");
    }
  };
  codes.set(wrapped, code);
  return wrapped;
}

/** The failure code of the endpoint that answers this request, if it declared one. */
export function endpointCodeOf(c: Context): string | undefined {
  for (const route of matchedRoutes(c)) {
    const code = codes.get(route.handler);
    if (code) return code;
  }
  return undefined;
}
