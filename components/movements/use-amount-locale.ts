"use client";

import { useLocale } from "next-intl";
import type { AmountLocale } from "@/lib/amount-input";

/** The locale numbers are typed in: the portal's language, the same one the server action reads. */
export function useAmountLocale(): AmountLocale {
  return useLocale();
}
