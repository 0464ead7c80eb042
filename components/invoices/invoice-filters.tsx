import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { INVOICE_CATEGORIES } from "@/lib/operator/billing/schemas";
import { CATEGORY_LABEL } from "./invoice-labels";

export function InvoiceFilters({
  values,
  view,
}: {
  values: { type: string; category: string };
  view: "service" | "sales";
}) {
  return (
    <form
      method="get"
      action="/customer/invoices"
      aria-label="Invoice filters"
      className="flex flex-wrap items-end gap-3"
    >
      {view === "sales" ? <input type="hidden" name="view" value="sales" /> : null}
      <div className="w-48 space-y-1.5">
        <Label htmlFor="inv-type">Kind</Label>
        <Select
          id="inv-type"
          name="type"
          defaultValue={values.type}
          options={[
            { value: "", label: "All" },
            { value: "ORDINARY", label: "Invoices" },
            { value: "RECTIFICATION", label: "Rectifications" },
          ]}
        />
      </div>
      {view === "service" ? (
        <div className="w-48 space-y-1.5">
          <Label htmlFor="inv-category">Category</Label>
          <Select
            id="inv-category"
            name="category"
            defaultValue={values.category}
            options={[
              { value: "", label: "All" },
              ...INVOICE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })),
            ]}
          />
        </div>
      ) : null}
      <Button type="submit">Show</Button>
    </form>
  );
}
