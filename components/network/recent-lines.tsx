import { useTranslations } from "next-intl";
import { ListCard, ListLinkRow } from "@/components/ui/list-card";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import type { RecentLine } from "@/lib/network/recent-lines";
import { formatPhoneNumber } from "@/lib/phone-display";

/** The lines this person checked lately, newest first, by number and subscription. */
export function RecentLines({ lines }: { lines: readonly RecentLine[] }) {
  const t = useTranslations("Lines.recent");
  const locale = useFormatLocale();
  return (
    <ListCard
      label={t("label")}
      empty={lines.length === 0 && { title: t("emptyTitle"), description: t("emptyDescription") }}
    >
      {lines.map((line) => (
        <ListLinkRow
          key={line.subscriptionId}
          href={`/support/lines/${encodeURIComponent(line.subscriptionId)}`}
        >
          <span className="whitespace-nowrap font-medium text-gray-900">
            {formatPhoneNumber(line.msisdn)}
          </span>
          <span className="whitespace-nowrap font-mono text-sm text-gray-700 sm:flex-1">
            {line.subscriptionId}
          </span>
          <span className="text-xs text-gray-500">
            {t("checked", { date: formatDateTime(line.openedAt, { locale }) })}
          </span>
        </ListLinkRow>
      ))}
    </ListCard>
  );
}
