"use server";

import { cookies } from "next/headers";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { traced } from "@/lib/telemetry/spans";
import { isTheme, THEME_COOKIE } from "./theme";

const ONE_YEAR = 60 * 60 * 24 * 365;

async function remember(name: string, value: string) {
  (await cookies()).set(name, value, {
    maxAge: ONE_YEAR,
    sameSite: "lax",
    httpOnly: true,
    secure: (process.env.NEXTAUTH_URL ?? "").startsWith("https://"),
    path: "/",
  });
}

/** Remembers the person's language; a value that is not one of ours changes nothing. */
export const setLocale = traced("setLocale", async (locale: unknown): Promise<{ ok: boolean }> => {
  if (!isLocale(locale)) return { ok: false };
  await remember(LOCALE_COOKIE, locale);
  return { ok: true };
});

/** Remembers the person's colour scheme ("system" forgets the choice). */
export const setTheme = traced("setTheme", async (theme: unknown): Promise<{ ok: boolean }> => {
  if (!isTheme(theme)) return { ok: false };
  if (theme === "system") (await cookies()).delete(THEME_COOKIE);
  else await remember(THEME_COOKIE, theme);
  return { ok: true };
});
