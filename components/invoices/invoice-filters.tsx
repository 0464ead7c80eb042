import { Button } from "@/components/ui/button";
import { FilterBar, FilterSelect } from "@/components/ui/filter-bar";
import { INVOICE_CATEGORIES } from "@/contract/billing";
import { CATEGORY_LABEL } from "./invoice-labels";

export function InvoiceFilters({
  values,
  view,
}: {
  values: { type: string; category: string };
  view: "service" | "sales";
}) {
  return (
    <FilterBar label="Invoice filters" action="/customer/invoices" className="flex flex-wrap items-end gap-3">
      {view === "sales" ? <input type="hidden" name="view" value="sales" /> : null}
      <FilterSelect
        id="inv-type"
        label="Kind"
        name="type"
        defaultValue={values.type}
        className="w-48"
        options={[
          { value: "", label: "All" },
          { value: "ORDINARY", label: "Invoices" },
          { value: "RECTIFICATION", label: "Rectifications" },
        ]}
      />
      {view === "service" ? (
        <FilterSelect
          id="inv-category"
          label="Category"
          name="category"
          defaultValue={values.category}
          className="w-48"
          options={[
            { value: "", label: "All" },
            ...INVOICE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })),
          ]}
        />
      ) : null}
      <Button type="submit">Show</Button>
    </FilterBar>
  );
}
