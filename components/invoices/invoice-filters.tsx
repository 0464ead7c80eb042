import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FilterBar, FilterSelect } from "@/components/ui/filter-bar";
import { INVOICE_CATEGORIES } from "@/contract/billing";

export function InvoiceFilters({
  values,
  view,
}: {
  values: { type: string; category: string };
  view: "service" | "sales";
}) {
  const t = useTranslations("Invoices");
  return (
    <FilterBar
      label={t("filters.label")}
      action="/customer/invoices"
      className="flex flex-wrap items-end gap-3"
    >
      {view === "sales" ? <input type="hidden" name="view" value="sales" /> : null}
      <FilterSelect
        label={t("filters.kind")}
        name="type"
        defaultValue={values.type}
        className="w-48"
        placeholder={t("filters.all")}
        options={[
          { value: "ORDINARY", label: t("filters.invoices") },
          { value: "RECTIFICATION", label: t("filters.rectifications") },
        ]}
      />
      {view === "service" ? (
        <FilterSelect
          label={t("filters.category")}
          name="category"
          defaultValue={values.category}
          className="w-48"
          placeholder={t("filters.all")}
          // Device purchases are the other tab.
          options={INVOICE_CATEGORIES.filter((c) => c !== "DEVICE").map((c) => ({
            value: c,
            label: t(`category.${c}`),
          }))}
        />
      ) : null}
      <Button type="submit">{t("filters.show")}</Button>
    </FilterBar>
  );
}
