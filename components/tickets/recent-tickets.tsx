import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { ListCard, ListLinkRow } from "@/components/ui/list-card";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import type { RecentTicket } from "@/lib/tickets/queries";

export function RecentTickets({ tickets }: { tickets: RecentTicket[] }) {
  const t = useTranslations("Tickets.recent");
  const locale = useFormatLocale();
  return (
    <ListCard
      label={t("label")}
      empty={
        tickets.length === 0 && {
          title: t("emptyTitle"),
          description: t("emptyDescription"),
        }
      }
    >
      {tickets.map((ticket) => (
        <ListLinkRow
          key={`${ticket.provider}/${ticket.ticketId}`}
          href={`/support/tickets/${ticket.provider}/${encodeURIComponent(ticket.ticketId)}`}
        >
          <Badge tone="neutral">{ticket.provider}</Badge>
          <span className="font-mono text-sm font-medium text-gray-900">{ticket.ticketId}</span>
          <span className="min-w-0 basis-full truncate text-sm text-gray-700 sm:flex-1 sm:basis-auto">
            {ticket.label}
          </span>
          <span className="text-xs text-gray-500">
            {t("opened", { date: formatDateTime(ticket.openedAt, { locale }) })}
          </span>
        </ListLinkRow>
      ))}
    </ListCard>
  );
}
