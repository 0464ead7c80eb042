import type { Metadata } from "next";
import { Suspense } from "react";
import { OpenTicketForm } from "@/components/tickets/open-ticket-form";
import { RecentTickets } from "@/components/tickets/recent-tickets";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/auth/session";
import { recentTickets } from "@/lib/support/tickets";

export const metadata: Metadata = { title: "Tickets" };

async function Recent() {
  const session = await requireSession("support");
  return <RecentTickets tickets={await recentTickets(session)} />;
}

export default async function TicketsPage() {
  await requireSession("support");
  return (
    <>
      <PageHeader title="Tickets" description="Open a ticket to see its history and apply a transition." />
      <div className="space-y-6">
        <Card>
          <CardHeader title="Open a ticket" />
          <CardBody>
            <OpenTicketForm />
          </CardBody>
        </Card>
        <section aria-labelledby="recent-heading" className="space-y-3">
          <h2 id="recent-heading" className="text-base font-semibold text-gray-900">
            Recently opened
          </h2>
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <Recent />
          </Suspense>
        </section>
      </div>
    </>
  );
}
