import { processWide } from "@/lib/process-wide";
import "server-only";
import { env } from "@/lib/env";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle";
import { SIGN_IN_ERROR } from "./sign-in-errors";

function throttle(): LoginThrottle {
  return processWide("login-throttle", () => createLoginThrottle(env.REDIS_URL || undefined));
}

/** The client's address as the load balancer in front of the portal reports it. */
function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "direct";
}

/** next-auth answers a credentials sign-in with JSON `{ url }`; a failure carries `?error=` in it. */
async function signInError(response: Response): Promise<string | null> {
  try {
    const { url } = (await response.clone().json()) as { url?: string };
    return url ? new URL(url).searchParams.get("error") : null;
  } catch {
    return null;
  }
}

/**
 * next-auth's credentials callback behind a throttle per username and per client address: while
 * either is out of attempts, 429 with Retry-After and nothing reaches the token service. Counts
 * wrong passwords only (an unavailable token service is not the person's fault).
 */
export async function throttledSignIn(request: Request, signIn: () => Promise<Response>): Promise<Response> {
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const username = String(form?.get("username") ?? "");
  const address = clientAddress(request);
  const wait = await throttle().retryAfter(username, address);
  if (wait !== undefined) {
    const login = new URL("/login", process.env.NEXTAUTH_URL ?? request.url);
    login.searchParams.set("error", `${SIGN_IN_ERROR.throttled}:${wait}`);
    return Response.json(
      { url: login.toString() },
      { status: 429, headers: { "retry-after": String(wait), "cache-control": "no-store" } },
    );
  }
  const response = await signIn();
  const error = await signInError(response);
  if (error === SIGN_IN_ERROR.credentials) await throttle().failed(username, address);
  else if (response.ok && error === null) await throttle().succeeded(username);
  return response;
}
