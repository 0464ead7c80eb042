import "server-only";
import { getLocale } from "next-intl/server";
import type { AmountLocale } from "./amount-input";

/**
 * The locale numbers are read and written in: the portal's language for this request (the person's
 * choice, then the org's default, then the browser; see i18n/request.ts).
 */
export async function requestLocale(): Promise<AmountLocale> {
  return getLocale();
}
