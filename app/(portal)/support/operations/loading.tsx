import { PageLoading } from "@/components/ui/page-loading";
import { Skeleton } from "@/components/ui/skeleton";

export default function OperationsLoading() {
  return (
    <PageLoading>
      <Skeleton className="mb-8 h-8 w-80 max-w-full" />
      <Skeleton className="h-56 w-full" />
    </PageLoading>
  );
}
