import { TicketDetailSkeleton } from "@/components/tickets/ticket-detail";
import { Skeleton } from "@/components/ui/skeleton";

export default function TicketLoading() {
  return (
    <>
      <Skeleton className="mb-8 h-8 w-56" />
      <TicketDetailSkeleton />
    </>
  );
}
