import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TicketStatus } from "@/contract/ticketing";

const tone: Record<TicketStatus, BadgeTone> = {
  OPEN: "info",
  IN_PROGRESS: "brand",
  WAITING_CUSTOMER: "warning",
  RESOLVED: "success",
  CLOSED: "neutral",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations("Tickets.status");
  return (
    <Badge tone={tone[status]} data-testid="ticket-status">
      {t(status)}
    </Badge>
  );
}
