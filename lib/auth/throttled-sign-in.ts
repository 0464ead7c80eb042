import { processWide } from "@/lib/process-wide";
import "server-only";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { apiError } from "@/lib/errors/api-error";
import { clientAddressOf } from "./client-address";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle";
import { readSignInBody, signInFormBody } from "./sign-in-body";
import { SIGN_IN_ERROR } from "./sign-in-errors";

function processThrottle(): LoginThrottle {
  return processWide("login-throttle", () => createLoginThrottle(env.REDIS_URL || undefined));
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

/** The request next-auth is handed: the fields read here, once each, form-encoded. */
function canonicalRequest(request: NextRequest, fields: Record<string, string>): NextRequest {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.delete("content-length");
  return new NextRequest(request.url, { method: "POST", headers, body: signInFormBody(fields) });
}

type SignIn = (request: NextRequest) => Promise<Response>;

/**
 * next-auth's credentials callback behind a throttle per username and per client address: while
 * either is out of attempts, 429 with Retry-After and nothing reaches the token service. Counts
 * wrong passwords only (an unavailable token service is not the person's fault). The body is read
 * here, once, and next-auth gets exactly those fields: the name counted is the name tried.
 */
export async function throttledSignIn(
  request: NextRequest,
  signIn: SignIn,
  throttle: LoginThrottle = processThrottle(),
): Promise<Response> {
  const body = readSignInBody(request.headers.get("content-type"), await request.text());
  if (!body.ok) return apiError(400, { code: "invalidRequest", message: body.reason });
  const username = body.fields.username ?? "";
  const address = clientAddressOf(request.headers);
  const wait = await throttle.retryAfter(username, address);
  if (wait !== undefined) {
    const login = new URL("/login", process.env.NEXTAUTH_URL ?? request.url);
    login.searchParams.set("error", `${SIGN_IN_ERROR.throttled}:${wait}`);
    return Response.json(
      { url: login.toString() },
      { status: 429, headers: { "retry-after": String(wait), "cache-control": "no-store" } },
    );
  }
  const response = await signIn(canonicalRequest(request, body.fields));
  const error = await signInError(response);
  if (error === SIGN_IN_ERROR.credentials) await throttle.failed(username, address);
  else if (response.ok && error === null) await throttle.succeeded(username);
  return response;
}
