"use client";

import { useEffect, useState } from "react";
import { type AmountLocale, amountLocaleFrom, DEFAULT_AMOUNT_LOCALE } from "@/lib/amount-input";

/**
 * The locale numbers are typed in, for forms whose page does not pass one: the browser's languages,
 * the same list its Accept-Language header carries (which the server action reads).
 */
export function useAmountLocale(): AmountLocale {
  const [locale, setLocale] = useState<AmountLocale>(DEFAULT_AMOUNT_LOCALE);
  useEffect(() => setLocale(amountLocaleFrom(navigator.languages.join(","))), []);
  return locale;
}
