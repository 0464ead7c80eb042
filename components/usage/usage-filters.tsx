import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DateRangeFields, FilterBar, FilterSelect, LineFilter } from "@/components/ui/filter-bar";
import type { LineChoices } from "@/lib/customer/lines";
import { USAGE_TYPES, type UsageType } from "@/lib/units";

export interface UsageFilterValues {
  subscription: string;
  from: string;
  to: string;
  type: string;
  search?: string;
}

/**
 * A plain GET form: the filters live in the URL, so reload, back and shared links keep the view,
 * and it works with the keyboard and without JavaScript.
 */
export function UsageFilters({
  values,
  lines,
  types,
  action = "/customer/usage",
}: {
  values: UsageFilterValues;
  lines: LineChoices;
  /** The kinds of usage the chosen line can have (a landline: calls); every kind until they are known. */
  types: Promise<readonly UsageType[]>;
  action?: string;
}) {
  const t = useTranslations("Usage");
  const common = useTranslations("Common.filters");
  return (
    <FilterBar
      label={t("filtersLabel")}
      action={action}
      className={cn(
        "grid grid-cols-2 items-end gap-3",
        // The line picker, when there is one, takes two columns; one row from a laptop's width, where
        // each column has room for its words ("+34 910 10 00 03 · Landline", "All types").
        lines.ids.length > 1 ? "lg:grid-cols-6" : "lg:grid-cols-5",
      )}
    >
      <LineFilter id="usage-sub" lines={lines} value={values.subscription} />
      <DateRangeFields idPrefix="usage" from={values.from} to={values.to} required />
      <Suspense fallback={<TypeFilter value={values.type} types={USAGE_TYPES} />}>
        <LineTypeFilter value={values.type} types={types} />
      </Suspense>
      {values.search ? <input type="hidden" name="q" value={values.search} /> : null}
      <Button type="submit" className="col-span-2 sm:col-span-1">
        {common("show")}
      </Button>
    </FilterBar>
  );
}

async function LineTypeFilter({ value, types }: { value: string; types: Promise<readonly UsageType[]> }) {
  return <TypeFilter value={value} types={await types} />;
}

function TypeFilter({ value, types }: { value: string; types: readonly UsageType[] }) {
  const t = useTranslations("Usage");
  return (
    <FilterSelect
      label={t("type")}
      name="type"
      defaultValue={value}
      placeholder={t("allTypes")}
      options={types.map((type) => ({ value: type, label: t(`kind.${type}`) }))}
    />
  );
}
