import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import type { Ticket } from "@/contract/ticketing";
import { formatDateTime } from "@/lib/dates";
import { statusLabel, TicketStatusBadge } from "./status-badge";

export function TicketOverview({ ticket }: { ticket: Ticket }) {
  return (
    <Card>
      <CardHeader
        title={ticket.summary}
        description={`${ticket.provider} · ${ticket.ticketId}`}
        actions={<TicketStatusBadge status={ticket.status} />}
      />
      <CardBody className="space-y-4">
        <DescriptionList
          items={[
            { label: "Status", value: statusLabel(ticket.status) },
            { label: "Priority", value: statusLabel(ticket.priority) },
            { label: "Subscription", value: ticket.subscriptionId ?? "—" },
            { label: "Last updated", value: formatDateTime(ticket.updatedAt) },
            { label: "Created", value: formatDateTime(ticket.createdAt) },
          ]}
        />
        {ticket.description ? (
          <p className="text-sm whitespace-pre-line text-gray-700">{ticket.description}</p>
        ) : null}
      </CardBody>
    </Card>
  );
}
