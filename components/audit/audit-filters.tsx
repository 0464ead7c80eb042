import { CustomerFilter, DateRangeFields, FilterActions, FilterBar, FilterSelect } from "@/components/ui";
import { AUDIT_ACTION_LABEL, type AuditQuery } from "@/lib/audit/query";

/** A plain GET form: the filters live in the URL, survive reload and back, and work without JavaScript. */
export function AuditFilters({ query }: { query: AuditQuery }) {
  return (
    <FilterBar
      label="Filter the audit trail"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <FilterSelect
        label="Action"
        name="action"
        defaultValue={query.action}
        placeholder="Any action"
        options={Object.entries(AUDIT_ACTION_LABEL).map(([value, label]) => ({ value, label }))}
      />
      <FilterSelect
        label="Outcome"
        name="outcome"
        defaultValue={query.outcome}
        placeholder="Any outcome"
        options={[
          { value: "succeeded", label: "Succeeded" },
          { value: "failed", label: "Failed" },
          { value: "uncertain", label: "Uncertain" },
          { value: "pending", label: "Pending (outcome not recorded yet)" },
        ]}
      />
      <CustomerFilter id="f-customer" defaultValue={query.customer} />
      <DateRangeFields idPrefix="f" from={query.from ?? ""} to={query.to ?? ""} />
      <FilterActions clearHref="/agent/audit" />
    </FilterBar>
  );
}
