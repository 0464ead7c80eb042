import { TicketDetailSkeleton } from "@/components/tickets/ticket-detail";
import { PageLoading } from "@/components/ui/page-loading";
import { Skeleton } from "@/components/ui/skeleton";

export default function TicketLoading() {
  return (
    <PageLoading>
      <Skeleton className="mb-8 h-8 w-56" />
      <TicketDetailSkeleton />
    </PageLoading>
  );
}
