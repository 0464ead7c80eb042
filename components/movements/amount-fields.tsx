"use client";

import { InputField } from "@/components/ui";
import type { AmountLocale } from "@/lib/amount-input";
import { AmountEcho } from "./amount-echo";
import type { MovementValues } from "./movement-values";

/**
 * Amount without taxes, tax type and percentage, amount with taxes. Typing one amount computes the
 * other (decimal.js, 8 places); the server checks the same rule again.
 */
export function AmountFields({
  values,
  onChange,
  errors,
  locale,
}: {
  locale: AmountLocale;
  values: MovementValues;
  onChange: (patch: Partial<MovementValues>) => void;
  errors: Record<string, string>;
}) {
  const computedHint = (side: "with" | "without", text: string) => (
    <>
      {values.lastEdited === "none"
        ? "As stored"
        : values.lastEdited === side
          ? "Typed"
          : "Computed from the other amount and the tax percentage"}{" "}
      <AmountEcho text={text} locale={locale} />
    </>
  );
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-medium text-gray-800">Amount</legend>
      <p className="text-xs text-gray-600">
        {locale === "es" ? "Write amounts as 1.234,56" : "Write amounts as 1,234.56"}, at most 8 decimal
        places. Only adjustments may be negative (a credit to the customer).
      </p>
      <div className="grid gap-4 sm:grid-cols-4">
        <InputField
          id="mv-without"
          label="Without taxes"
          error={errors.valueWithoutTaxes}
          hint={computedHint("without", values.valueWithoutTaxes)}
          isRequired
          inputMode="decimal"
          value={values.valueWithoutTaxes}
          onValue={(value) => onChange({ valueWithoutTaxes: value, lastEdited: "without" })}
        />
        <InputField
          id="mv-tax-type"
          label="Tax type"
          error={errors.taxType}
          isRequired
          value={values.taxType}
          onValue={(value) => onChange({ taxType: value })}
        />
        <InputField
          id="mv-tax-pct"
          label="Tax %"
          error={errors.taxPercentage}
          isRequired
          inputMode="decimal"
          value={values.taxPercentage}
          onValue={(value) =>
            onChange({
              taxPercentage: value,
              ...(values.lastEdited === "none" ? { lastEdited: "without" as const } : {}),
            })
          }
        />
        <InputField
          id="mv-with"
          label="With taxes"
          error={errors.valueWithTaxes}
          hint={computedHint("with", values.valueWithTaxes)}
          isRequired
          inputMode="decimal"
          value={values.valueWithTaxes}
          onValue={(value) => onChange({ valueWithTaxes: value, lastEdited: "with" })}
        />
      </div>
    </fieldset>
  );
}
