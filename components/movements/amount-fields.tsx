"use client";

import { Field, Input } from "@/components/ui";
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
        <Field
          id="mv-without"
          label="Without taxes"
          error={errors.valueWithoutTaxes}
          hint={computedHint("without", values.valueWithoutTaxes)}
          isRequired
        >
          {(c) => (
            <Input
              {...c}
              inputMode="decimal"
              value={values.valueWithoutTaxes}
              onChange={(e) => onChange({ valueWithoutTaxes: e.target.value, lastEdited: "without" })}
            />
          )}
        </Field>
        <Field id="mv-tax-type" label="Tax type" error={errors.taxType} isRequired>
          {(c) => (
            <Input {...c} value={values.taxType} onChange={(e) => onChange({ taxType: e.target.value })} />
          )}
        </Field>
        <Field id="mv-tax-pct" label="Tax %" error={errors.taxPercentage} isRequired>
          {(c) => (
            <Input
              {...c}
              inputMode="decimal"
              value={values.taxPercentage}
              onChange={(e) =>
                onChange({
                  taxPercentage: e.target.value,
                  ...(values.lastEdited === "none" ? { lastEdited: "without" as const } : {}),
                })
              }
            />
          )}
        </Field>
        <Field
          id="mv-with"
          label="With taxes"
          error={errors.valueWithTaxes}
          hint={computedHint("with", values.valueWithTaxes)}
          isRequired
        >
          {(c) => (
            <Input
              {...c}
              inputMode="decimal"
              value={values.valueWithTaxes}
              onChange={(e) => onChange({ valueWithTaxes: e.target.value, lastEdited: "with" })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
