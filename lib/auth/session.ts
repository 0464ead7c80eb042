import "server-only";
import { decodeJwt } from "jose";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { PATH_HEADER, safeCallbackPath } from "./callback-url";
import { hasAnyRole, type Role } from "./roles";
import { type ActiveSession, sessionRegistry } from "./session-registry";
import { readSessionToken, type SessionToken } from "./session-token";
import { taintSessionTokens } from "./taint";

export type { Role } from "./roles";

export interface PortalUser {
  id: string;
  name: string;
  username: string;
  org: string;
  roles: Role[];
  subscriptions: string[];
  accounts: string[];
}

export interface PortalSession {
  user: PortalUser;
  accessToken: string;
  /** The server-side session record's id: stable across token refreshes (lib/operator/session-cache.ts). */
  sessionId?: string;
}

export type AuthorizeOutcome =
  | { ok: true; session: PortalSession }
  | { ok: false; status: 401 | 403; message: string };

/**
 * The signed-in user and their bearer token, read from the encrypted session cookie.
 * null when signed out, when the cookie cannot be decrypted, when the access token has expired
 * (proxy.ts refreshes it before that; reaching here expired means the refresh failed), when the
 * session passed its absolute end, or when its server-side record was revoked (sign-out anywhere).
 * Read once per render: the layout, the page, its sections and the catalogue loader all ask, and the
 * record is looked up in the store only the first time (React's per-request cache).
 */
export const getPortalSession = cache(readPortalSession);

async function readPortalSession(): Promise<PortalSession | null> {
  const token = await readSessionToken(await cookies());
  const now = Date.now();
  if (!token || token.accessTokenExpires <= now || token.sessionExpires <= now) return null;
  const record = await sessionRegistry.find(token.sid);
  if (!record) return null;
  if (!isBoundTo(token, record)) {
    // Only a cookie made with the session secret gets here: whoever holds it knows this session's id.
    console.warn("[auth] a session cookie did not match its record; the session is ended", {
      sid: token.sid,
    });
    await sessionRegistry.revoke(token.sid);
    return null;
  }
  const session = {
    user: { ...token.user, roles: record.roles },
    accessToken: token.accessToken,
    sessionId: token.sid,
  };
  taintSessionTokens(session, token);
  return session;
}

/**
 * The cookie is the record's: same user and org, the same roles, and an access token issued to that
 * user. Roles are compared, not merged: roles the record does not have mean a forged cookie (or roles
 * changed upstream since sign-in, when signing in again is right too).
 */
function isBoundTo(token: SessionToken, record: ActiveSession): boolean {
  const sameRoles =
    token.user.roles.length === record.roles.length &&
    token.user.roles.every((role) => record.roles.includes(role));
  return (
    token.user.id === record.userId &&
    token.user.org === record.org &&
    sameRoles &&
    subjectOf(token.accessToken) === record.userId
  );
}

function subjectOf(accessToken: string): string | undefined {
  try {
    return decodeJwt(accessToken).sub;
  } catch {
    return undefined;
  }
}

/** Server components/pages: redirect to /login?callbackUrl=<current path> when signed out, to /forbidden when the role is missing. */
export async function requireSession(...roles: Role[]): Promise<PortalSession> {
  const session = await getPortalSession();
  if (!session) {
    const current = safeCallbackPath((await headers()).get(PATH_HEADER)) ?? "/";
    redirect(`/login?callbackUrl=${encodeURIComponent(current)}`);
  }
  if (!hasAnyRole(session.user.roles, roles)) redirect("/forbidden");
  return session;
}

/** Server actions and route handlers: never redirects, returns a typed outcome. */
export async function authorize(...roles: Role[]): Promise<AuthorizeOutcome> {
  const session = await getPortalSession();
  if (!session) return { ok: false, status: 401, message: "Your session has ended. Please sign in again." };
  if (!hasAnyRole(session.user.roles, roles)) {
    return { ok: false, status: 403, message: "Your role does not give access to this." };
  }
  return { ok: true, session };
}
