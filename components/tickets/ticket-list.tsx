import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { DataTable, statusColumn, Td, Tr } from "@/components/ui/table";
import type { TicketStatus } from "@/contract/ticketing";
import { toActionError } from "@/lib/actions/operator-error";
import { requireSession } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { callerOf } from "@/lib/operator/caller";
import { listTickets } from "@/lib/operator/ticketing/api";
import { TicketStatusBadge } from "./status-badge";

const COLUMNS = ["ticket", "provider", "summary", "status", "updated"] as const;

/** The org's tickets, most recently updated first (server component). */
export async function TicketList({ status }: { status?: TicketStatus }) {
  const [session, t, locale] = await Promise.all([
    requireSession("support"),
    getTranslations("Tickets.list"),
    getLocale().then(intlLocaleOf),
  ]);
  let tickets: Awaited<ReturnType<typeof listTickets>>["tickets"];
  try {
    ({ tickets } = await listTickets(callerOf(session), { status }));
  } catch (error) {
    const failure = await toActionError(error);
    return (
      <ErrorState
        title={t("failed")}
        message={failure.message}
        traceId={failure.traceId}
        retryHref="/support/tickets"
      />
    );
  }
  if (tickets.length === 0) {
    return <EmptyState title={t("emptyTitle")} description={status ? t("emptyWithStatus") : t("emptyAll")} />;
  }
  return (
    <DataTable
      // Five columns need a desk's width: a tablet gets cards, not a table cut off at the side.
      stackBelow="lg"
      caption={t("caption")}
      columns={COLUMNS.map((key) => (key === "status" ? statusColumn : String)(t(`columns.${key}`)))}
    >
      {tickets.map((ticket) => (
        <Tr key={`${ticket.provider}/${ticket.ticketId}`}>
          <Td>
            <Link
              href={`/support/tickets/${ticket.provider}/${encodeURIComponent(ticket.ticketId)}`}
              className="font-mono font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {ticket.ticketId}
            </Link>
          </Td>
          <Td>{ticket.provider}</Td>
          <Td className="min-w-56">{ticket.summary}</Td>
          <Td>
            <TicketStatusBadge status={ticket.status} />
          </Td>
          <Td className="whitespace-nowrap text-gray-600">{formatDateTime(ticket.updatedAt, { locale })}</Td>
        </Tr>
      ))}
    </DataTable>
  );
}
