import { useTranslations } from "next-intl";
import { Card, CardBody } from "@/components/ui/card";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";

export function SubscriptionOverviewSkeleton() {
  const t = useTranslations("Overview");
  return (
    <Card aria-busy="true">
      <div className="border-b border-gray-100 px-5 py-4">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-2 h-4 w-24" />
      </div>
      <CardBody className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-40" />
          <SkeletonText lines={2} />
        </div>
        <div className="space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-2 w-full" />
            </div>
          ))}
        </div>
      </CardBody>
      <span className="sr-only" role="status">
        {t("loadingLine")}
      </span>
    </Card>
  );
}
