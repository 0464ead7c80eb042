import "server-only";
import { headers } from "next/headers";
import { type AmountLocale, amountLocaleFrom } from "./amount-input";

/**
 * The locale numbers are read and written in. There is no language setting yet, so the request's
 * Accept-Language decides (es or en); a user setting, when it exists, goes first here.
 */
export async function requestLocale(): Promise<AmountLocale> {
  return amountLocaleFrom((await headers()).get("accept-language"));
}
