import { processWide } from "@/lib/process-wide";
import "server-only";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { apiError } from "@/lib/errors/api-error";
import { clientAddressOf } from "./client-address";
import { isKnownDevice, KNOWN_DEVICE_COOKIE, knownDeviceCookie } from "./known-device";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle";
import { readSignInBody, signInFormBody } from "./sign-in-body";
import { SIGN_IN_ERROR } from "./sign-in-errors";

function processThrottle(): LoginThrottle {
  return processWide("login-throttle", () => createLoginThrottle(env.REDIS_URL || undefined));
}

/**
 * next-auth answers a credentials sign-in with JSON `{ url }` when the form sent json=true, otherwise
 * with a redirect to that url; a failure carries `?error=` in it. Both count: a guess sent without
 * json=true is still a guess.
 */
async function signInError(response: Response): Promise<string | null> {
  const errorOf = (url: string | null | undefined) =>
    url ? new URL(url, "http://portal.invalid").searchParams.get("error") : null;
  const location = response.headers.get("location");
  if (location) return errorOf(location);
  try {
    const { url } = (await response.clone().json()) as { url?: string };
    return errorOf(url);
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

/** Far more than a username, a 1,024-character password and next-auth's own fields. */
const MAX_BODY_CHARACTERS = 16 * 1024;
const tooLarge = () => apiError(413, { code: "payloadTooLarge", message: "The sign-in form is too large." });

/**
 * next-auth's credentials callback behind the login throttle (lib/auth/login-throttle.ts): while the
 * attempt may not go ahead, 429 with Retry-After and nothing reaches the token service. Counts wrong
 * passwords only (an unavailable token service is not the person's fault). The body is read here,
 * once, and next-auth gets exactly those fields: the name counted is the name tried. A successful
 * sign-in marks the browser as a known device for that person.
 */
export async function throttledSignIn(
  request: NextRequest,
  signIn: SignIn,
  throttle: LoginThrottle = processThrottle(),
): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_CHARACTERS) return tooLarge();
  const text = await request.text();
  if (text.length > MAX_BODY_CHARACTERS) return tooLarge();
  const body = readSignInBody(request.headers.get("content-type"), text);
  if (!body.ok) return apiError(400, { code: "invalidRequest", message: body.reason });
  const username = body.fields.username ?? "";
  const device = request.cookies.get(KNOWN_DEVICE_COOKIE)?.value;
  const attempt = {
    username,
    address: clientAddressOf(request.headers),
    isKnownDevice: isKnownDevice(device, username),
  };
  const admission = await throttle.admit(attempt);
  if (admission.retryAfter !== undefined) {
    const wait = admission.retryAfter;
    const login = new URL("/login", process.env.NEXTAUTH_URL ?? request.url);
    login.searchParams.set("error", `${SIGN_IN_ERROR.throttled}:${wait}`);
    return Response.json(
      { url: login.toString() },
      { status: 429, headers: { "retry-after": String(wait), "cache-control": "no-store" } },
    );
  }
  let response: Response;
  try {
    response = await signIn(canonicalRequest(request, body.fields));
  } catch (error) {
    await admission.undecided();
    throw error;
  }
  const error = await signInError(response);
  if (error === SIGN_IN_ERROR.credentials) await admission.failed();
  else if (error === null && (response.ok || response.status === 302)) {
    await admission.succeeded();
    response.headers.append("set-cookie", knownDeviceCookie(device, username));
  } else await admission.undecided();
  return response;
}
