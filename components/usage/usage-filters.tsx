import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { USAGE_LABEL, USAGE_TYPES } from "@/lib/units";

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
  subscriptions,
  action = "/customer/usage",
}: {
  values: UsageFilterValues;
  subscriptions: readonly string[];
  action?: string;
}) {
  return (
    <form
      method="get"
      action={action}
      className="grid grid-cols-2 items-end gap-3 md:grid-cols-5"
      aria-label="Usage filters"
    >
      {subscriptions.length > 1 ? (
        <div className="col-span-2 space-y-1.5 md:col-span-1">
          <Label htmlFor="usage-sub">Line</Label>
          <Select
            id="usage-sub"
            name="sub"
            defaultValue={values.subscription}
            options={subscriptions.map((id) => ({ value: id, label: id }))}
          />
        </div>
      ) : (
        <input type="hidden" name="sub" value={values.subscription} />
      )}
      <div className="space-y-1.5">
        <Label htmlFor="usage-from">From</Label>
        <Input id="usage-from" name="from" type="date" defaultValue={values.from} required />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="usage-to">To</Label>
        <Input id="usage-to" name="to" type="date" defaultValue={values.to} required />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="usage-type">Type</Label>
        <Select
          id="usage-type"
          name="type"
          defaultValue={values.type}
          options={[
            { value: "", label: "All types" },
            ...USAGE_TYPES.map((t) => ({ value: t, label: USAGE_LABEL[t] })),
          ]}
        />
      </div>
      {values.search ? <input type="hidden" name="q" value={values.search} /> : null}
      <Button type="submit" className="col-span-2 md:col-span-1">
        Show
      </Button>
    </form>
  );
}
