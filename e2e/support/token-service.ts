import type { BrowserContext } from "@playwright/test";
import { decodeJwt } from "jose";
import { decode, encode } from "next-auth/jwt";
import { E2E_SESSION_SECRET, PORTAL_CLIENT_SECRET, PORTAL_URL, SANDBOX_URL } from "./env";
import { DEMO_PASSWORD } from "./users";

interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Direct calls to the sandbox's token endpoint as the portal's client (portal-web). */
export async function requestToken(form: Record<string, string>): Promise<Response> {
  return fetch(`${SANDBOX_URL}/auth/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`portal-web:${PORTAL_CLIENT_SECRET}`).toString("base64")}`,
    },
    body: new URLSearchParams(form),
  });
}

export async function passwordGrant(username: string): Promise<TokenPair> {
  const response = await requestToken({ grant_type: "password", username, password: DEMO_PASSWORD });
  if (!response.ok) throw new Error(`password grant for ${username}: ${response.status}`);
  return (await response.json()) as TokenPair;
}

/** A portal session cookie (as next-auth writes it) holding the given tokens, already due for refresh. */
export async function craftExpiredSessionCookie(
  pair: TokenPair,
  user: { id: string; name: string; username: string },
) {
  const past = Date.now() - 1000;
  const value = await encode({
    secret: E2E_SESSION_SECRET,
    token: {
      user: { ...user, org: "demo", roles: ["customer"], subscriptions: [], accounts: [] },
      accessToken: pair.access_token,
      refreshToken: pair.refresh_token,
      accessTokenExpires: past,
      refreshAt: past,
      // The proxy refreshes before any page asks the session registry, so no record is needed here.
      sid: "crafted-session",
      sessionExpires: Date.now() + 60 * 60 * 1000,
    },
  });
  return {
    name: "next-auth.session-token",
    value,
    url: PORTAL_URL,
    httpOnly: true,
    sameSite: "Lax" as const,
  };
}

/** The session cookie's value in this browser context (next-auth splits a long one into numbered chunks). */
async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const cookies = (await context.cookies(PORTAL_URL)).filter((c) =>
    c.name.startsWith("next-auth.session-token"),
  );
  const whole = cookies.find((c) => c.name === "next-auth.session-token");
  if (whole) return whole.value;
  return cookies
    .sort((a, b) => Number(a.name.split(".").pop()) - Number(b.name.split(".").pop()))
    .map((c) => c.value)
    .join("");
}

/** The token family (`fam` claim of the refresh token) of the session the browser context holds now. */
export async function sessionFamilyId(context: BrowserContext): Promise<string> {
  const session = await decode({ token: await sessionCookieOf(context), secret: E2E_SESSION_SECRET });
  const refreshToken = session?.refreshToken;
  if (typeof refreshToken !== "string") throw new Error("the browser holds no portal session");
  const family = decodeJwt(refreshToken).fam;
  if (typeof family !== "string") throw new Error("the refresh token has no family claim");
  return family;
}

/**
 * The same session cookie, its access token's lifetime run out: what the portal would hold after
 * waiting that long, without the wait (the tokens, the session id and its absolute end are kept).
 */
export async function expiredSessionValue(value: string, secret = E2E_SESSION_SECRET): Promise<string> {
  const session = await decode({ token: value, secret });
  if (!session) throw new Error("not a portal session cookie");
  const past = Date.now() - 1000;
  return encode({ secret, token: { ...session, accessTokenExpires: past, refreshAt: past } });
}

/** Runs the access token of this browser's portal session out, as if its lifetime had passed. */
export async function expireSession(context: BrowserContext) {
  const value = await expiredSessionValue(await sessionCookieOf(context));
  // Browsers keep at most 4 KB a cookie: a longer session is written in numbered chunks, as next-auth does.
  const chunks = value.match(/.{1,3900}/g) ?? [];
  const names =
    chunks.length > 1 ? chunks.map((_, i) => `next-auth.session-token.${i}`) : ["next-auth.session-token"];
  await context.clearCookies({ name: /^next-auth\.session-token/ });
  await context.addCookies(
    chunks.map((chunk, i) => ({
      name: names[i] ?? "",
      value: chunk,
      url: PORTAL_URL,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}
