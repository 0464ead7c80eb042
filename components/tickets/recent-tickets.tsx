import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { ListCard } from "@/components/ui/list-card";
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
        <li key={`${ticket.provider}/${ticket.ticketId}`}>
          <Link
            href={`/support/tickets/${ticket.provider}/${encodeURIComponent(ticket.ticketId)}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Badge tone="neutral">{ticket.provider}</Badge>
            <span className="font-mono text-sm font-medium text-gray-900">{ticket.ticketId}</span>
            <span className="min-w-0 basis-full truncate text-sm text-gray-700 sm:flex-1 sm:basis-auto">
              {ticket.label}
            </span>
            <span className="text-xs text-gray-500">
              {t("opened", { date: formatDateTime(ticket.openedAt, { locale }) })}
            </span>
          </Link>
        </li>
      ))}
    </ListCard>
  );
}
