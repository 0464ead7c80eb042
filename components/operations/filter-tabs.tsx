"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  count: number;
}

/** A row of toggle buttons (aria-pressed) filtering a table. */
export function FilterTabs<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  const t = useTranslations("Operations");
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            "rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            value === o.value
              ? "border-brand-600 bg-brand-50 font-medium text-brand-800"
              : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50",
          )}
        >
          {t("filterOption", { name: o.label, count: o.count })}
        </button>
      ))}
    </fieldset>
  );
}
