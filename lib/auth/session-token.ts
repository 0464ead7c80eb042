import "server-only";
import { decode, encode } from "next-auth/jwt";
import { z } from "zod";
import { authSecret, SESSION_COOKIE, secondsLeft } from "./config";
import { ROLES } from "./roles";

const portalUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  org: z.string(),
  roles: z.array(z.enum(ROLES)),
  subscriptions: z.array(z.string()),
  accounts: z.array(z.string()),
});

/** What the encrypted session cookie holds. Never sent to the browser in readable form. */
export const sessionToken = z.object({
  user: portalUser,
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Epoch milliseconds. */
  accessTokenExpires: z.number(),
  /** Epoch milliseconds after which proxy.ts refreshes (a margin before accessTokenExpires). */
  refreshAt: z.number(),
  /** The server-side session record (lib/auth/session-registry.ts) this cookie belongs to. */
  sid: z.string().min(1),
  /** Epoch milliseconds: the session's absolute end, set at sign-in; refreshes carry it unchanged. */
  sessionExpires: z.number(),
});
export type SessionToken = z.infer<typeof sessionToken>;

interface CookieReader {
  getAll(): { name: string; value: string }[];
}

/** The cookie value, joining next-auth's chunks (`name.0`, `name.1`, ...) when it was split. */
function readSessionCookie(jar: CookieReader): string | undefined {
  const all = jar.getAll();
  const whole = all.find((c) => c.name === SESSION_COOKIE);
  if (whole) return whole.value;
  const chunks = all
    .filter((c) => c.name.startsWith(`${SESSION_COOKIE}.`))
    .map((c) => ({ index: Number(c.name.slice(SESSION_COOKIE.length + 1)), value: c.value }))
    .filter((c) => Number.isInteger(c.index))
    .sort((a, b) => a.index - b.index);
  return chunks.length ? chunks.map((c) => c.value).join("") : undefined;
}

/**
 * Decoded cookies, by value: a request reads its cookie in proxy.ts, the page and the route, and each
 * decode derives the key with HKDF and decrypts. A value always decodes to the same token; expiry and
 * revocation are checked by the callers on every read, so remembering the decode changes nothing else.
 */
const decoded = new Map<string, Promise<SessionToken | null>>();
const DECODED_KEPT = 2_000;

function decodeSessionToken(raw: string | undefined): Promise<SessionToken | null> {
  if (!raw) return Promise.resolve(null);
  const known = decoded.get(raw);
  if (known) return known;
  const token = decodeUncached(raw);
  if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value ?? "");
  decoded.set(raw, token);
  return token;
}

async function decodeUncached(raw: string): Promise<SessionToken | null> {
  try {
    const payload = await decode({ token: raw, secret: authSecret() });
    const parsed = sessionToken.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function readSessionToken(jar: CookieReader): Promise<SessionToken | null> {
  return decodeSessionToken(readSessionCookie(jar));
}

export function encodeSessionToken(token: SessionToken): Promise<string> {
  return encode({ token, secret: authSecret(), maxAge: secondsLeft(token.sessionExpires) });
}
