import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { SESSION_COOKIE, useSecureCookies } from "./config";

/** next-auth 4's chunk size (4096 minus an estimate of the attributes), so both sides read each other's cookies. */
const CHUNK_SIZE = 4096 - 163;

const isSessionCookie = (name: string) => name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}.`);

/** The cookies a session value is stored in: one, or `name.0`, `name.1`, ... when it is too large. */
export function sessionCookieParts(value: string): { name: string; value: string }[] {
  if (value.length <= CHUNK_SIZE) return [{ name: SESSION_COOKIE, value }];
  const parts: { name: string; value: string }[] = [];
  for (let i = 0; i * CHUNK_SIZE < value.length; i++) {
    parts.push({ name: `${SESSION_COOKIE}.${i}`, value: value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE) });
  }
  return parts;
}

const cookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: useSecureCookies,
};

/** Replaces the session cookie(s) on the forwarded request, so this very request renders with the new token. */
export function writeSessionToRequest(request: NextRequest, value: string | undefined): void {
  for (const { name } of request.cookies.getAll()) if (isSessionCookie(name)) request.cookies.delete(name);
  if (value) for (const part of sessionCookieParts(value)) request.cookies.set(part.name, part.value);
}

/** Names of the session cookie(s) the browser sent; read before writeSessionToRequest changes them. */
export function sessionCookieNames(request: NextRequest): string[] {
  return request.cookies
    .getAll()
    .map((c) => c.name)
    .filter(isSessionCookie);
}

/**
 * Sets the session cookie(s) on the response to the browser (undefined clears them), expiring
 * chunks the browser sent that are no longer used. `maxAge` is what is left of the session: a
 * rotated cookie never outlives the session's absolute end.
 */
export function writeSessionToResponse(
  response: NextResponse,
  sent: readonly string[],
  value: string | undefined,
  maxAge = 0,
) {
  const parts = value ? sessionCookieParts(value) : [];
  const names = new Set(parts.map((p) => p.name));
  for (const part of parts) response.cookies.set(part.name, part.value, { ...cookieOptions, maxAge });
  for (const name of sent) {
    if (!names.has(name)) response.cookies.set(name, "", { ...cookieOptions, maxAge: 0 });
  }
}

interface CookieJar {
  getAll(): { name: string }[];
  set(name: string, value: string, options: typeof cookieOptions & { maxAge: number }): unknown;
}

/** Expires every session cookie the browser sent (a server action's or route handler's cookie jar). */
export function clearSessionCookies(jar: CookieJar): void {
  for (const { name } of jar.getAll())
    if (isSessionCookie(name)) jar.set(name, "", { ...cookieOptions, maxAge: 0 });
}
