import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { OpenTicketForm } from "@/components/tickets/open-ticket-form";
import { RecentTickets } from "@/components/tickets/recent-tickets";
import { StatusFilter } from "@/components/tickets/status-filter";
import { TicketList } from "@/components/tickets/ticket-list";
import { SectionCard } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
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
  const t = await getTranslations("Tickets");
  const status = ticketStatus.safeParse(searchParam(await searchParams, "status"));
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <SectionCard title={t("openSection")}>
          <OpenTicketForm />
        </SectionCard>
        <section aria-labelledby="recent-heading" className="space-y-3">
          <h2 id="recent-heading" className="text-base font-semibold text-gray-900">
            {t("recentHeading")}
          </h2>
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <Recent />
          </Suspense>
        </section>
        <section aria-labelledby="all-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="all-heading" className="text-base font-semibold text-gray-900">
              {t("allHeading")}
            </h2>
            <StatusFilter current={status.success ? status.data : undefined} />
          </div>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <TicketList status={status.success ? status.data : undefined} />
          </Suspense>
        </section>
      </div>
    </>
  );
}
