import { useTranslations } from "next-intl";
import type { z } from "zod";
import { CustomerFilter, FilterActions, FilterBar, FilterSelect } from "@/components/ui";
import type { queueQuery } from "@/lib/approvals/queue-query";
import { STATES, useApprovalLabels, WRITE_KEY } from "./labels";

/** A plain GET form: the filters live in the URL and work without JavaScript. */
export function QueueFilters({ query }: { query: z.infer<typeof queueQuery> }) {
  const t = useTranslations("Approvals.queueFilters");
  const labels = useApprovalLabels();
  return (
    <FilterBar
      label={t("label")}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-4"
    >
      <FilterSelect
        label={t("state")}
        name="state"
        defaultValue={query.state ?? "open"}
        options={[
          { value: "open", label: t("open") },
          ...STATES.map((value) => ({ value, label: labels.state(value) })),
        ]}
      />
      <FilterSelect
        label={t("write")}
        name="action"
        defaultValue={query.action}
        placeholder={t("anyWrite")}
        options={Object.keys(WRITE_KEY).map((value) => ({ value, label: labels.write(value) }))}
      />
      <CustomerFilter id="q-customer" defaultValue={query.customer} />
      <FilterActions clearHref="/supervisor/approvals" />
    </FilterBar>
  );
}
