import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TicketStatus } from "@/contract/ticketing";

const tone: Record<TicketStatus, BadgeTone> = {
  OPEN: "info",
  IN_PROGRESS: "brand",
  WAITING_CUSTOMER: "warning",
  RESOLVED: "success",
  CLOSED: "neutral",
};

/** "WAITING_CUSTOMER" -> "Waiting customer" (statuses and priorities). */
export function statusLabel(status: string): string {
  const words = status.toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge tone={tone[status]} data-testid="ticket-status">
      {statusLabel(status)}
    </Badge>
  );
}
