import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import type { TicketHistoryEntry } from "@/contract/ticketing";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { numberFormat } from "@/lib/intl-formats";
import { workflowWords } from "@/lib/tickets/workflow-words";

/** A field value as the page's language writes it: 3.5 hours is "3,5" in Spanish. */
function formatValue(value: string | number | string[], locale: string): string {
  if (Array.isArray(value)) return value.join(", ");
  // Ungrouped, as the form's hints write numbers ("1500"), every decimal the tracker kept.
  if (typeof value === "number")
    return numberFormat(locale, { maximumFractionDigits: 8, useGrouping: false }).format(value);
  return value;
}

/**
 * Newest first: what changed, who did it and the fields they sent. A field is named by the tracker's
 * label where the ticket's metadata gives one (only the transitions open now), else by the portal's
 * name for its key, else by the key; choices are named too.
 */
export function TicketHistory({
  history,
  fieldLabels = {},
}: {
  history: TicketHistoryEntry[];
  fieldLabels?: Readonly<Record<string, string>>;
}) {
  const t = useTranslations("Tickets");
  const words = workflowWords(useTranslations("Tickets.workflow"));
  const locale = useFormatLocale();
  const entries = [...history].reverse();
  return (
    <Card>
      <CardHeader title={t("history.title")} description={entries.length ? undefined : t("history.empty")} />
      {entries.length ? (
        <CardBody>
          <ol className="space-y-4" aria-label={t("history.label")}>
            {entries.map((entry) => (
              <li key={`${entry.at}-${entry.transitionId}`} className="border-l-2 border-gray-200 pl-4">
                <p className="text-sm text-gray-900">
                  <span className="font-medium">
                    {words.transitionName(entry.transitionId, entry.transitionName)}
                  </span>
                  : {t(`status.${entry.fromStatus}`)} → {t(`status.${entry.toStatus}`)}
                </p>
                <p className="text-xs text-gray-600">
                  {entry.actorName ?? entry.actor} · {formatDateTime(entry.at, { locale })}
                  {entry.layout === "legacy" ? (
                    <Badge tone="warning" className="ml-2">
                      {t("history.legacy")}
                    </Badge>
                  ) : null}
                </p>
                {Object.keys(entry.fields).length ? (
                  <dl className="mt-1 grid gap-x-3 text-xs sm:grid-cols-[auto_1fr]">
                    {Object.entries(entry.fields).map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="mt-1 text-gray-600 sm:mt-0">
                          {fieldLabels[name] ?? words.fieldLabel(name)}
                        </dt>
                        <dd className="font-medium break-words text-gray-900">
                          {formatValue(words.recorded(value), locale)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {entry.ignoredFields.length ? (
                  <p className="mt-1 text-xs text-amber-800">
                    {t("history.ignored", { value: entry.ignoredFields.join(", ") })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </CardBody>
      ) : null}
    </Card>
  );
}
