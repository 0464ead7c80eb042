import { PageLoading } from "@/components/ui/page-loading";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";

export default function PortalLoading() {
  return (
    <PageLoading>
      <Skeleton className="mb-2 h-8 w-56" />
      <Skeleton className="mb-8 h-4 w-80 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-lg border border-gray-200 bg-white p-5">
            <Skeleton className="mb-4 h-5 w-32" />
            <SkeletonText lines={3} />
          </div>
        ))}
      </div>
    </PageLoading>
  );
}
