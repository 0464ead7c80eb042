import { Button } from "@/components/ui/button";
import { DateRangeFields, FilterBar, FilterSelect, LineFilter } from "@/components/ui/filter-bar";
import { MOVEMENT_TYPES } from "@/contract/billing";
import { MOVEMENT_TYPE_LABEL } from "@/lib/movements/params";

export interface MovementFilterValues {
  subscription: string;
  from: string;
  to: string;
  type: string;
  op: string;
  status: string;
}

/** GET form: the filters are the URL. */
export function MovementFilters({
  values,
  subscriptions,
}: {
  values: MovementFilterValues;
  subscriptions: readonly string[];
}) {
  return (
    <FilterBar
      label="Movement filters"
      action="/customer/movements"
      className="grid grid-cols-2 items-end gap-3 md:grid-cols-4 xl:grid-cols-7"
    >
      <LineFilter id="mv-sub" subscriptions={subscriptions} value={values.subscription} />
      <DateRangeFields idPrefix="mv" from={values.from} to={values.to} required />
      <FilterSelect
        id="mv-type"
        label="Type"
        name="type"
        defaultValue={values.type}
        options={[
          { value: "", label: "All types" },
          ...MOVEMENT_TYPES.map((t) => ({ value: t, label: MOVEMENT_TYPE_LABEL[t] })),
        ]}
      />
      <FilterSelect
        id="mv-op"
        label="Direction"
        name="op"
        defaultValue={values.op}
        options={[
          { value: "", label: "Any" },
          { value: "DEBIT", label: "Charges" },
          { value: "CREDIT", label: "Credits" },
        ]}
      />
      <FilterSelect
        id="mv-status"
        label="Status"
        name="status"
        defaultValue={values.status}
        options={[
          { value: "", label: "Any" },
          { value: "pending", label: "Pending" },
          { value: "invoiced", label: "Invoiced" },
        ]}
      />
      <Button type="submit">Show</Button>
    </FilterBar>
  );
}
