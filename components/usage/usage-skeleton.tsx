import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

export function UsageSkeleton() {
  const t = useTranslations("Usage");
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t("loading")}
      </span>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

export function RecordsSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      <Skeleton className="h-10 w-72" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}
