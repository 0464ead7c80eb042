"use client";

import { useTranslations } from "next-intl";
import { AmountEcho } from "@/components/movements/amount-echo";
import { Input } from "@/components/ui";
import { ListCard } from "@/components/ui/list-card";
import type { Invoice } from "@/contract/billing";
import type { AmountLocale } from "@/lib/amount-input";
import { describeWith } from "@/lib/i18n/system-description";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney } from "@/lib/money";
import { isCreditLine, lineCap } from "@/lib/rectifications/rules";

/** One row per invoice line: tick it to refund, then the amount (with taxes) up to what is left. */
export function RefundLinesPicker({
  invoice,
  locale,
  lines,
  errors,
  indexOf,
  onToggle,
  onAmount,
}: {
  invoice: Invoice;
  locale: AmountLocale;
  lines: Record<string, string>;
  errors: Record<string, string>;
  indexOf: (movementId: string) => number;
  onToggle: (movementId: string, on: boolean) => void;
  onAmount: (movementId: string, amount: string) => void;
}) {
  const t = useTranslations("Rectifications.picker");
  const wordDescription = describeWith(useTranslations("SystemDescription"));
  const formatLocale = useFormatLocale();
  const money = (v: string) => formatMoney(v, invoice.currency, { locale: formatLocale });
  return (
    <fieldset
      className="space-y-2"
      aria-invalid={errors.lines ? true : undefined}
      aria-describedby={errors.lines ? "refund-lines-error" : undefined}
    >
      <legend className="text-sm font-medium text-gray-800">{t("legend")}</legend>
      {errors.lines ? (
        <p id="refund-lines-error" className="text-sm text-red-700">
          {errors.lines}
        </p>
      ) : null}
      <ListCard>
        {invoice.lines.map((line) => {
          const cap = lineCap(line);
          const isOn = line.movement_id in lines;
          const index = indexOf(line.movement_id);
          const error = index >= 0 ? errors[`lines.${index}.amountWithTaxes`] : undefined;
          const inputId = `refund-${line.movement_id}`;
          const isCredit = isCreditLine(line);
          const isExhausted = cap === "0";
          return (
            <li key={line.movement_id} className="flex flex-wrap items-start gap-4 px-4 py-3 text-sm">
              <label className="flex min-w-64 flex-1 items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={isOn}
                  disabled={isExhausted}
                  onChange={(e) => onToggle(line.movement_id, e.target.checked)}
                />
                <span>
                  <span className="font-medium text-gray-900">{wordDescription(line.description)}</span>
                  <span className="block text-xs text-gray-500">
                    {t("withTaxes", { amount: money(line.amount_with_taxes) })} ·{" "}
                    {isCredit
                      ? t("credit")
                      : isExhausted
                        ? t("exhausted")
                        : t("upTo", { amount: money(cap) })}
                  </span>
                </span>
              </label>
              {isOn ? (
                <div className="w-48 space-y-1">
                  <label htmlFor={inputId} className="sr-only">
                    {t("amountFor", { name: wordDescription(line.description) })}
                  </label>
                  <Input
                    id={inputId}
                    inputMode="decimal"
                    value={lines[line.movement_id] ?? ""}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    onChange={(e) => onAmount(line.movement_id, e.target.value)}
                  />
                  <p className="text-xs">
                    <AmountEcho
                      text={lines[line.movement_id] ?? ""}
                      locale={locale}
                      currency={invoice.currency}
                    />
                  </p>
                  {error ? (
                    <p id={`${inputId}-error`} className="text-xs text-red-700">
                      {error}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ListCard>
    </fieldset>
  );
}
