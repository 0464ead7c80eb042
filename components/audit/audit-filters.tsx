import { Button, ButtonLink, Input, Label, Select } from "@/components/ui";
import { AUDIT_ACTION_LABEL, type AuditQuery } from "@/lib/agent/audit-query";

/** A plain GET form: the filters live in the URL, survive reload and back, and work without JavaScript. */
export function AuditFilters({ query }: { query: AuditQuery }) {
  return (
    <form
      method="get"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
      aria-label="Filter the audit trail"
    >
      <div className="space-y-1.5">
        <Label htmlFor="f-action">Action</Label>
        <Select
          id="f-action"
          name="action"
          defaultValue={query.action ?? ""}
          placeholder="Any action"
          options={Object.entries(AUDIT_ACTION_LABEL).map(([value, label]) => ({ value, label }))}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="f-outcome">Outcome</Label>
        <Select
          id="f-outcome"
          name="outcome"
          defaultValue={query.outcome ?? ""}
          placeholder="Any outcome"
          options={[
            { value: "succeeded", label: "Succeeded" },
            { value: "failed", label: "Failed" },
            { value: "uncertain", label: "Uncertain" },
          ]}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="f-customer">Customer</Label>
        <Input
          id="f-customer"
          name="customer"
          defaultValue={query.customer ?? ""}
          placeholder="SUB-1004 or ACC-1003"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="f-from">From</Label>
        <Input id="f-from" name="from" type="date" defaultValue={query.from ?? ""} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="f-to">To</Label>
        <Input id="f-to" name="to" type="date" defaultValue={query.to ?? ""} />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">Filter</Button>
        <ButtonLink href="/agent/audit" variant="ghost">
          Clear
        </ButtonLink>
      </div>
    </form>
  );
}
