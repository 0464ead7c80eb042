import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DateRangeFields, FilterBar, FilterSelect, LineFilter } from "@/components/ui/filter-bar";
import { MOVEMENT_TYPES } from "@/contract/billing";
import type { LineChoices } from "@/lib/customer/lines";

export interface MovementFilterValues {
  subscription: string;
  from: string;
  to: string;
  type: string;
  op: string;
  status: string;
}

/** GET form: the filters are the URL. */
export function MovementFilters({ values, lines }: { values: MovementFilterValues; lines: LineChoices }) {
  const t = useTranslations("Movements");
  const common = useTranslations("Common.filters");
  return (
    <FilterBar
      label={t("filtersLabel")}
      action="/customer/movements"
      className={cn(
        "grid grid-cols-2 items-end gap-3",
        // Full rows at every width: the line picker, when there is one, takes two columns (eight in
        // all, two rows of four on a tablet); without it, six (two rows of three).
        lines.ids.length > 1
          ? "md:grid-cols-4 xl:grid-cols-[repeat(7,minmax(0,1fr))_auto]"
          : "md:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]",
      )}
    >
      <LineFilter id="mv-sub" lines={lines} value={values.subscription} />
      <DateRangeFields idPrefix="mv" from={values.from} to={values.to} required />
      <FilterSelect
        label={t("type")}
        name="type"
        defaultValue={values.type}
        placeholder={t("allTypes")}
        options={MOVEMENT_TYPES.map((type) => ({ value: type, label: t(`kind.${type}`) }))}
      />
      <FilterSelect
        label={t("direction")}
        name="op"
        defaultValue={values.op}
        placeholder={common("any")}
        options={[
          { value: "DEBIT", label: t("charges") },
          { value: "CREDIT", label: t("credits") },
        ]}
      />
      <FilterSelect
        label={t("status")}
        name="status"
        defaultValue={values.status}
        placeholder={common("any")}
        options={[
          { value: "pending", label: t("pending") },
          { value: "invoiced", label: t("invoiced") },
        ]}
      />
      <Button type="submit">{common("show")}</Button>
    </FilterBar>
  );
}
