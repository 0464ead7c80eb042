import type { Metadata } from "next";
import { Suspense } from "react";
import { TicketDetail, TicketDetailSkeleton } from "@/components/tickets/ticket-detail";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";
import { parseProvider } from "@/lib/tickets/queries";

type Params = Promise<{ provider: string; ticketId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { ticketId } = await params;
  return { title: `Ticket ${ticketId}` };
}

export default async function TicketPage({ params }: { params: Params }) {
  await requireSession("support");
  const { provider: providerSegment, ticketId: rawId } = await params;
  const ticketId = rawId;
  const provider = parseProvider(providerSegment);
  const back = (
    <ButtonLink href="/support/tickets" variant="secondary" size="sm">
      All tickets
    </ButtonLink>
  );

  if (!provider.ok) {
    return (
      <>
        <PageHeader title={`Ticket ${ticketId}`} actions={back} />
        <Alert tone="error" title={`“${provider.value}” is not a ticketing provider`}>
          {provider.reason === "removed"
            ? "JCC was removed in ticketing API 2.2.0 and no request naming it is routed. Open the ticket at its current provider."
            : "Choose one of JAM, TGJ, JNEXT, JNODUS or OCEANE."}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title={`Ticket ${ticketId}`} description={`Provider ${provider.provider}`} actions={back} />
      <Suspense fallback={<TicketDetailSkeleton />}>
        <TicketDetail provider={provider.provider} ticketId={ticketId} />
      </Suspense>
    </>
  );
}
