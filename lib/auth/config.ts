import "server-only";
import { env } from "@/lib/env";

/** Session lifetime: matches the upstream refresh token's default lifetime (8 h). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/**
 * Refresh when less than this is left on the access token (or a fifth of its lifetime, if shorter),
 * so no upstream call sees it expire mid-flight.
 */
export const REFRESH_MARGIN_MS = 30_000;

/** next-auth's own rule: "__Secure-" cookies only when the site is served over https. */
export const useSecureCookies = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

export const SESSION_COOKIE = `${useSecureCookies ? "__Secure-" : ""}next-auth.session-token`;

export const authSecret = (): string => env.NEXTAUTH_SECRET;
