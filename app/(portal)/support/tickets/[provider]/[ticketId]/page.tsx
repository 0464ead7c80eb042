import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { TicketDetail, TicketDetailSkeleton } from "@/components/tickets/ticket-detail";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";
import { parseProvider } from "@/lib/tickets/queries";

type Params = Promise<{ provider: string; ticketId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ ticketId }, t] = await Promise.all([params, getTranslations("Tickets.page")]);
  return { title: t("title", { id: ticketId }) };
}

export default async function TicketPage({ params }: { params: Params }) {
  await requireSession("support");
  const t = await getTranslations("Tickets.page");
  const { provider: providerSegment, ticketId: rawId } = await params;
  const ticketId = rawId;
  const provider = parseProvider(providerSegment);
  const back = (
    <ButtonLink href="/support/tickets" variant="secondary" size="sm">
      {t("back")}
    </ButtonLink>
  );

  if (!provider.ok) {
    return (
      <>
        <PageHeader title={t("title", { id: ticketId })} actions={back} />
        <Alert tone="error" title={t("badProvider", { value: provider.value })}>
          {provider.reason === "removed" ? t("removedProvider") : t("unknownProvider")}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t("title", { id: ticketId })}
        description={t("provider", { name: provider.provider })}
        actions={back}
      />
      <Suspense fallback={<TicketDetailSkeleton />}>
        <TicketDetail provider={provider.provider} ticketId={ticketId} />
      </Suspense>
    </>
  );
}
