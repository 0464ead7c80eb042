import { type NextRequest, NextResponse } from "next/server";
import { newTraceId, TRACEPARENT_HEADER, traceIdOf, traceparentFor } from "@/contract/trace-context";
import { PATH_HEADER } from "@/lib/auth/callback-url";
import { secondsLeft } from "@/lib/auth/config";
import { isMalformedUrl } from "@/lib/auth/malformed-url";
import { refreshSession } from "@/lib/auth/refresh";
import { hasAnyRole, roleForPath } from "@/lib/auth/roles";
import { refuseUnsafeApiWrite } from "@/lib/auth/same-origin";
import { sessionCookieNames, writeSessionToRequest, writeSessionToResponse } from "@/lib/auth/session-cookie";
import { encodeSessionToken, readSessionToken, type SessionToken } from "@/lib/auth/session-token";
import { apiError, unauthenticated } from "@/lib/errors/api-error";
import { newNonce, pageContentSecurityPolicy, setAnswerSecurityHeaders } from "@/lib/security/headers";
import { returnForFileLink } from "@/lib/url/file-link";

// Optimistic only: sends signed-out visitors to /login and keeps the access token fresh. The portal
// layout (requireSession) and every action/route handler (authorize) make the decisions that count.

// /api/auth/session is next-auth's, but it rewrites the session cookie with what it read: it passes
// through here so it reads (and writes back) the rotated token, never a stale one over a fresh one.
const PUBLIC_PATHS = new Set(["/login", "/api/auth/session", "/api/health", "/api/ready", "/api/metrics"]);

const isHttps = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");
const isDev = process.env.NODE_ENV !== "production";

function forward(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  // Always overwritten, so a client cannot choose it; only used for the callbackUrl after sign-in.
  headers.set(PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  // One trace per request: the caller's (a load balancer's) when valid, else a new one.
  if (!traceIdOf(headers.get(TRACEPARENT_HEADER)))
    headers.set(TRACEPARENT_HEADER, traceparentFor(newTraceId()));
  // Route handlers get theirs from next.config.ts (framed by the portal's PDF preview).
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next({ request: { headers } });
  // Next reads the nonce from the request's CSP and puts it on the scripts it renders.
  const policy = pageContentSecurityPolicy(newNonce(), { isDev, isHttps });
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

/** An answer proxy gives itself: next.config.ts's headers never reach it, so it gets them here. */
function answer(response: NextResponse): NextResponse {
  setAnswerSecurityHeaders(response.headers, isHttps);
  return response;
}

/** Another role's area: straight to /forbidden, before anything renders (the page would do the same). */
function isOutsideRole(request: NextRequest, token: SessionToken): boolean {
  const area = roleForPath(request.nextUrl.pathname);
  return area !== undefined && !hasAnyRole(token.user.roles, [area]);
}

function toSignIn(request: NextRequest, callbackUrl: string): NextResponse {
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", callbackUrl);
  return NextResponse.redirect(login);
}

function signedOut(request: NextRequest, sent: readonly string[]): NextResponse {
  const { pathname, search } = request.nextUrl;
  let response: NextResponse;
  if (pathname.startsWith("/api/")) {
    // A person who opened a PDF or CSV link signs in and comes back to the link's page, not to JSON.
    const back = returnForFileLink(request);
    response = back === undefined ? unauthenticated() : toSignIn(request, back);
  } else {
    response = toSignIn(request, `${pathname}${search}`);
  }
  writeSessionToResponse(response, sent, undefined);
  return answer(response);
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isMalformedUrl(request.nextUrl.pathname, request.nextUrl.search)) {
    return answer(apiError(400, { code: "malformedUrl", message: "The address is malformed." }));
  }
  const refusal = refuseUnsafeApiWrite(request.method, request.nextUrl.pathname, request.headers);
  if (refusal) {
    const { status, code, message } = refusal;
    return answer(apiError(status, { code, message }));
  }
  const isPublic = PUBLIC_PATHS.has(request.nextUrl.pathname);
  const sent = sessionCookieNames(request);
  const token = await readSessionToken(request.cookies);

  if (!token) {
    if (isPublic) return forward(request);
    return signedOut(request, sent);
  }
  // The absolute end (set at sign-in, never moved by refreshes): signed out, however active.
  if (token.sessionExpires <= Date.now()) {
    if (isPublic) return forward(request);
    return signedOut(request, sent);
  }
  if (isOutsideRole(request, token)) return answer(NextResponse.redirect(new URL("/forbidden", request.url)));
  if (Date.now() < token.refreshAt) return forward(request);

  const outcome = await refreshSession(token);
  if (outcome.ok) {
    const value = await encodeSessionToken(outcome.token);
    writeSessionToRequest(request, value);
    const response = forward(request);
    writeSessionToResponse(response, sent, value, secondsLeft(outcome.token.sessionExpires));
    return response;
  }
  if (outcome.reason === "ended") {
    if (!isPublic) return signedOut(request, sent);
    writeSessionToRequest(request, undefined);
    const response = forward(request);
    writeSessionToResponse(response, sent, undefined);
    return response;
  }
  // The token service could not be asked: carry on; pages treat an expired token as signed out.
  return forward(request);
}

export const config = {
  matcher: [
    // Everything except next-auth's own routes (but its session read), build assets and files with an extension.
    "/((?!api/auth/(?!session$)|_next/static|_next/image|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)",
  ],
};
