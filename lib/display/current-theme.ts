import "server-only";
import { cookies } from "next/headers";
import { isTheme, THEME_COOKIE, type Theme } from "./theme";

/** The colour scheme the person chose, or "system". */
export async function currentTheme(): Promise<Theme> {
  const chosen = (await cookies()).get(THEME_COOKIE)?.value;
  return isTheme(chosen) ? chosen : "system";
}
