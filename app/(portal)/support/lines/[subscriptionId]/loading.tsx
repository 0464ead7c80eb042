import { LineDiagnosticsSkeleton } from "@/components/network/line-diagnostics";
import { PageLoading } from "@/components/ui/page-loading";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown the moment a line is opened (from the recent list, a ticket or the form), while billing answers. */
export default function LineLoading() {
  return (
    <PageLoading>
      <Skeleton className="mb-2 h-4 w-28" />
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-8 h-4 w-80 max-w-full" />
      <LineDiagnosticsSkeleton />
    </PageLoading>
  );
}
