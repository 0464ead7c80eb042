import { PageLoading } from "@/components/ui/page-loading";
import { Skeleton } from "@/components/ui/skeleton";

export default function AppointmentsLoading() {
  return (
    <PageLoading>
      <Skeleton className="mb-8 h-8 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-[32rem] w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </PageLoading>
  );
}
