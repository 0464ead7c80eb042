import { useTranslations } from "next-intl";
import { CustomerFilter, DateRangeFields, FilterActions, FilterBar, FilterSelect } from "@/components/ui";
import { AUDIT_ACTIONS, type AuditQuery } from "@/lib/audit/query";
import { useAuditActionLabel } from "./audit-table";

const OUTCOMES = ["succeeded", "failed", "uncertain", "pending"] as const;

/** A plain GET form: the filters live in the URL, survive reload and back, and work without JavaScript. */
export function AuditFilters({ query }: { query: AuditQuery }) {
  const t = useTranslations("Audit.filters");
  const actionLabel = useAuditActionLabel();
  return (
    <FilterBar
      label={t("label")}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <FilterSelect
        label={t("action")}
        name="action"
        defaultValue={query.action}
        placeholder={t("anyAction")}
        options={AUDIT_ACTIONS.map((value) => ({
          value,
          label: actionLabel(value),
        }))}
      />
      <FilterSelect
        label={t("outcome")}
        name="outcome"
        defaultValue={query.outcome}
        placeholder={t("anyOutcome")}
        options={OUTCOMES.map((value) => ({ value, label: t(value) }))}
      />
      <CustomerFilter id="f-customer" defaultValue={query.customer} />
      <DateRangeFields idPrefix="f" from={query.from ?? ""} to={query.to ?? ""} />
      <FilterActions clearHref="/agent/audit" />
    </FilterBar>
  );
}
