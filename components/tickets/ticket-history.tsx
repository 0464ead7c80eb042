import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import type { TicketHistoryEntry } from "@/contract/ticketing";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

function formatValue(value: string | number | string[]): string {
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** Newest first: what changed, who did it and the fields they sent. */
export function TicketHistory({ history }: { history: TicketHistoryEntry[] }) {
  const t = useTranslations("Tickets");
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
                  <span className="font-medium">{entry.transitionName}</span>:{" "}
                  {t(`status.${entry.fromStatus}`)} → {t(`status.${entry.toStatus}`)}
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
                  <dl className="mt-1 grid gap-x-3 text-xs text-gray-700 sm:grid-cols-[auto_1fr]">
                    {Object.entries(entry.fields).map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="font-medium">{name}</dt>
                        <dd className="break-words">{formatValue(value)}</dd>
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
