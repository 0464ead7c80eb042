import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { DataTable, Td, Tr } from "@/components/ui/table";
import type { TicketStatus } from "@/contract/ticketing";
import { toActionError } from "@/lib/actions/operator-error";
import { requireSession } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { callerOf } from "@/lib/operator/caller";
import { listTickets } from "@/lib/operator/ticketing/api";
import { TicketStatusBadge } from "./status-badge";

/** The org's tickets, most recently updated first (server component). */
export async function TicketList({ status }: { status?: TicketStatus }) {
  const session = await requireSession("support");
  let tickets: Awaited<ReturnType<typeof listTickets>>["tickets"];
  try {
    ({ tickets } = await listTickets(callerOf(session), { status }));
  } catch (error) {
    const failure = toActionError(error);
    return (
      <ErrorState
        title="The tickets could not be listed"
        message={failure.message}
        traceId={failure.traceId}
        retryHref="/support/tickets"
      />
    );
  }
  if (tickets.length === 0) {
    return (
      <EmptyState
        title="No tickets"
        description={status ? "No ticket has this status." : "The tracker has no ticket yet."}
      />
    );
  }
  return (
    <DataTable
      caption="Tickets of the organization"
      columns={["Ticket", "Provider", "Summary", "Status", "Updated"]}
    >
      {tickets.map((t) => (
        <Tr key={`${t.provider}/${t.ticketId}`}>
          <Td>
            <Link
              href={`/support/tickets/${t.provider}/${encodeURIComponent(t.ticketId)}`}
              className="font-mono font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t.ticketId}
            </Link>
          </Td>
          <Td>{t.provider}</Td>
          <Td className="min-w-56">{t.summary}</Td>
          <Td>
            <TicketStatusBadge status={t.status} />
          </Td>
          <Td className="whitespace-nowrap text-gray-600">{formatDateTime(t.updatedAt)}</Td>
        </Tr>
      ))}
    </DataTable>
  );
}
