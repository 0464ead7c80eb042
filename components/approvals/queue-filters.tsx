import type { z } from "zod";
import { CustomerFilter, FilterActions, FilterBar, FilterSelect } from "@/components/ui";
import type { queueQuery } from "@/lib/approvals/queue-query";
import { STATE_LABEL, WRITE_LABEL } from "./labels";

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A plain GET form: the filters live in the URL and work without JavaScript. */
export function QueueFilters({ query }: { query: z.infer<typeof queueQuery> }) {
  return (
    <FilterBar
      label="Filter the approval queue"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-4"
    >
      <FilterSelect
        label="State"
        name="state"
        defaultValue={query.state ?? "pending"}
        options={options(STATE_LABEL)}
      />
      <FilterSelect
        label="Write"
        name="action"
        defaultValue={query.action}
        placeholder="Any write"
        options={options(WRITE_LABEL)}
      />
      <CustomerFilter id="q-customer" defaultValue={query.customer} />
      <FilterActions clearHref="/supervisor/approvals" />
    </FilterBar>
  );
}
