"use client";

import { useTranslations } from "next-intl";
import {
  type AmountInputOptions,
  type AmountLocale,
  formatAmount,
  parseAmountInput,
} from "@/lib/amount-input";
import { wordError } from "@/lib/i18n/error-message";

/**
 * What the amount parser understood from the field, shown before submit so that "1.500" can never
 * silently become €1.50. Nothing while the field is empty; the parser's own words when it refuses.
 */
export function AmountEcho({
  text,
  locale,
  options,
  currency = "EUR",
  showRefusal = true,
}: {
  text: string;
  locale: AmountLocale;
  options?: AmountInputOptions;
  /** Empty for plain numbers (hours, counts). */
  currency?: string;
  /** False where the field's own error already says why the text does not read as an amount. */
  showRefusal?: boolean;
}) {
  const t = useTranslations("AgentMovements");
  const errors = useTranslations("Errors");
  if (text.trim() === "") return null;
  const read = parseAmountInput(text, locale, { ...options, currency });
  if (!read.ok && !showRefusal) return null;
  return (
    <span data-testid="amount-echo" className={read.ok ? "text-gray-700" : "text-amber-800"}>
      {read.ok
        ? t("echo.readsAs", { amount: formatAmount(read.value, locale, currency) })
        : wordError(errors, read.message)}
    </span>
  );
}
