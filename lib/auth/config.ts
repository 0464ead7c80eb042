import "server-only";
import { env } from "@/lib/env";

/** Absolute session lifetime (SESSION_ABSOLUTE_HOURS, 8 h by default, the upstream refresh token's). */
export const SESSION_MAX_AGE_SECONDS = Math.round(env.SESSION_ABSOLUTE_HOURS * 60 * 60);

/** What is left of a session ending at `endsAt` (epoch ms), in whole seconds, for cookie and JWT lifetimes. */
export const secondsLeft = (endsAt: number, now = Date.now()): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * Refresh when less than this is left on the access token (or a fifth of its lifetime, if shorter),
 * so no upstream call sees it expire mid-flight.
 */
export const REFRESH_MARGIN_MS = 30_000;

/** next-auth's own rule: "__Secure-" cookies only when the site is served over https. */
export const useSecureCookies = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

export const SESSION_COOKIE = `${useSecureCookies ? "__Secure-" : ""}next-auth.session-token`;

export const authSecret = (): string => env.NEXTAUTH_SECRET;
