import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { OpenTicketForm } from "@/components/tickets/open-ticket-form";
import { RecentTickets } from "@/components/tickets/recent-tickets";
import { StatusFilter } from "@/components/tickets/status-filter";
import { TicketList } from "@/components/tickets/ticket-list";
import { SectionCard } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { LoadingRegion, Skeleton } from "@/components/ui/skeleton";
import { ticketStatus } from "@/contract/ticketing";
import { requireSession } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/page-title";
import { recentTickets } from "@/lib/tickets/queries";
import { type PageSearchParams, searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Tickets"))("metaTitle"));

async function Recent() {
  const session = await requireSession("support");
  return <RecentTickets tickets={await recentTickets(session)} />;
}

export default async function TicketsPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireSession("support");
  const [t, common] = await Promise.all([getTranslations("Tickets"), getTranslations("Common")]);
  // Row-shaped placeholders, announced to screen readers while the tracker answers.
  const rows = (count: number) => (
    <LoadingRegion label={common("loadingTickets")} className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </LoadingRegion>
  );
  const status = ticketStatus.safeParse(searchParam(await searchParams, "status"));
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <SectionCard title={t("openSection")}>
          <OpenTicketForm />
        </SectionCard>
        <Section id="recent" title={t("recentHeading")}>
          <Suspense fallback={rows(2)}>
            <Recent />
          </Suspense>
        </Section>
        <Section
          id="all"
          title={t("allHeading")}
          actions={<StatusFilter current={status.success ? status.data : undefined} />}
        >
          <Suspense fallback={rows(5)}>
            <TicketList status={status.success ? status.data : undefined} />
          </Suspense>
        </Section>
      </div>
    </>
  );
}
