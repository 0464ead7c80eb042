"use server";

import { cookies } from "next/headers";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "./locales";

/** Remembers the person's language; a value that is not one of ours changes nothing. */
export async function setLocale(locale: unknown): Promise<{ ok: boolean }> {
  if (!isLocale(locale)) return { ok: false };
  (await cookies()).set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: "lax",
    httpOnly: true,
    secure: (process.env.NEXTAUTH_URL ?? "").startsWith("https://"),
    path: "/",
  });
  return { ok: true };
}
