import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ListCard } from "@/components/ui/list-card";
import { formatDateTime } from "@/lib/dates";
import type { RecentTicket } from "@/lib/tickets/queries";

export function RecentTickets({ tickets }: { tickets: RecentTicket[] }) {
  return (
    <ListCard
      label="Recent tickets"
      empty={
        tickets.length === 0 && {
          title: "No recent tickets",
          description: "Tickets you open appear here, so you can come back to them in one click.",
        }
      }
    >
      {tickets.map((t) => (
        <li key={`${t.provider}/${t.ticketId}`}>
          <Link
            href={`/support/tickets/${t.provider}/${encodeURIComponent(t.ticketId)}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Badge tone="neutral">{t.provider}</Badge>
            <span className="font-mono text-sm font-medium text-gray-900">{t.ticketId}</span>
            <span className="min-w-0 basis-full truncate text-sm text-gray-700 sm:flex-1 sm:basis-auto">
              {t.label}
            </span>
            <span className="text-xs text-gray-500">Opened {formatDateTime(t.openedAt)}</span>
          </Link>
        </li>
      ))}
    </ListCard>
  );
}
