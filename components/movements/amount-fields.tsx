"use client";

import { useTranslations } from "next-intl";
import { InputField, SelectField } from "@/components/ui";
import type { AmountLocale } from "@/lib/amount-input";
import { AmountEcho } from "./amount-echo";
import { type MovementValues, TAX_TYPES } from "./movement-values";

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
  const t = useTranslations("AgentMovements");
  const taxNames = useTranslations("Tax");
  // A stored movement keeps its own code, known here or not.
  const taxTypes = [...new Set<string>([...TAX_TYPES, values.taxType].filter(Boolean))];
  const computedHint = (side: "with" | "without", text: string) => (
    <>
      {values.lastEdited === "none"
        ? t("amounts.asStored")
        : values.lastEdited === side
          ? t("amounts.typed")
          : t("amounts.computed")}
      {text.trim() ? (
        <>
          {" · "}
          <AmountEcho text={text} locale={locale} />
        </>
      ) : null}
    </>
  );
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-medium text-gray-800">{t("amounts.legend")}</legend>
      <p className="text-xs text-gray-600">
        {t("amounts.help", { example: locale === "es" ? "1.234,56" : "1,234.56", places: 8 })}
      </p>
      <div className="grid gap-4 sm:grid-cols-4">
        <InputField
          id="mv-without"
          label={t("amounts.withoutTaxes")}
          error={errors.valueWithoutTaxes}
          hint={computedHint("without", values.valueWithoutTaxes)}
          isRequired
          inputMode="decimal"
          value={values.valueWithoutTaxes}
          onValue={(value) => onChange({ valueWithoutTaxes: value, lastEdited: "without" })}
        />
        <SelectField
          id="mv-tax-type"
          label={t("amounts.taxType")}
          hint={values.taxType ? t("amounts.taxTypeHint", { taxCode: values.taxType }) : undefined}
          error={errors.taxType}
          isRequired
          value={values.taxType}
          options={taxTypes.map((type) => ({ value: type, label: taxNames("name", { type }) }))}
          onValue={(value) => onChange({ taxType: value })}
        />
        <InputField
          id="mv-tax-pct"
          label={t("amounts.taxPercentage")}
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
          label={t("amounts.withTaxes")}
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
