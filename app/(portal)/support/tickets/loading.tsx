import { PageLoading } from "@/components/ui/page-loading";
import { Skeleton } from "@/components/ui/skeleton";

export default function TicketsLoading() {
  return (
    <PageLoading message="loadingTickets" className="space-y-6">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-24 w-full" />
    </PageLoading>
  );
}
