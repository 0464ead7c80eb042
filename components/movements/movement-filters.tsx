import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { MOVEMENT_TYPE_LABEL } from "@/lib/customer/movement-params";
import { MOVEMENT_TYPES } from "@/lib/operator/billing/schemas";

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
    <form
      method="get"
      action="/customer/movements"
      aria-label="Movement filters"
      className="grid grid-cols-2 items-end gap-3 md:grid-cols-4 xl:grid-cols-7"
    >
      {subscriptions.length > 1 ? (
        <div className="col-span-2 space-y-1.5 md:col-span-1">
          <Label htmlFor="mv-sub">Line</Label>
          <Select
            id="mv-sub"
            name="sub"
            defaultValue={values.subscription}
            options={subscriptions.map((id) => ({ value: id, label: id }))}
          />
        </div>
      ) : (
        <input type="hidden" name="sub" value={values.subscription} />
      )}
      <div className="space-y-1.5">
        <Label htmlFor="mv-from">From</Label>
        <Input id="mv-from" name="from" type="date" defaultValue={values.from} required />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="mv-to">To</Label>
        <Input id="mv-to" name="to" type="date" defaultValue={values.to} required />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="mv-type">Type</Label>
        <Select
          id="mv-type"
          name="type"
          defaultValue={values.type}
          options={[
            { value: "", label: "All types" },
            ...MOVEMENT_TYPES.map((t) => ({ value: t, label: MOVEMENT_TYPE_LABEL[t] })),
          ]}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="mv-op">Direction</Label>
        <Select
          id="mv-op"
          name="op"
          defaultValue={values.op}
          options={[
            { value: "", label: "Any" },
            { value: "DEBIT", label: "Charges" },
            { value: "CREDIT", label: "Credits" },
          ]}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="mv-status">Status</Label>
        <Select
          id="mv-status"
          name="status"
          defaultValue={values.status}
          options={[
            { value: "", label: "Any" },
            { value: "pending", label: "Pending" },
            { value: "invoiced", label: "Invoiced" },
          ]}
        />
      </div>
      <Button type="submit">Show</Button>
    </form>
  );
}
