import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import type { Ticket } from "@/contract/ticketing";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { TicketStatusBadge } from "./status-badge";

export function TicketOverview({ ticket }: { ticket: Ticket }) {
  const t = useTranslations("Tickets");
  const locale = useFormatLocale();
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
            { label: t("overview.status"), value: t(`status.${ticket.status}`) },
            { label: t("overview.priority"), value: t(`priority.${ticket.priority}`) },
            {
              label: t("overview.subscription"),
              // The line's own page: its checks and the caller verification.
              value: ticket.subscriptionId ? (
                <Link
                  href={`/support/lines/${encodeURIComponent(ticket.subscriptionId)}?${new URLSearchParams({ provider: ticket.provider, ticket: ticket.ticketId })}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {ticket.subscriptionId}
                </Link>
              ) : (
                "—"
              ),
            },
            { label: t("overview.updated"), value: formatDateTime(ticket.updatedAt, { locale }) },
            { label: t("overview.created"), value: formatDateTime(ticket.createdAt, { locale }) },
          ]}
        />
        {ticket.description ? (
          <p className="text-sm whitespace-pre-line text-gray-700">{ticket.description}</p>
        ) : null}
      </CardBody>
    </Card>
  );
}
