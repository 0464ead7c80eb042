import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Skeleton, SkeletonLine } from "@/components/ui/skeleton";
import { UsageSummarySkeleton } from "./usage-summary";

/**
 * A chart card's placeholder, part for part its size: the header's title and description, the plot and
 * its axis (with the legend of a chart of several series), the link to the figures as a table.
 */
function ChartCardSkeleton({ hasLegend }: { hasLegend: boolean }) {
  return (
    <Card>
      <div className="border-b border-gray-100 px-5 py-4">
        <SkeletonLine height="h-6" width="w-32" />
        <SkeletonLine height="mt-1 h-5" width="w-48" />
      </div>
      <div className="space-y-3 px-5 py-4">
        <div className="space-y-2 pt-2">
          <Skeleton className="ml-20 h-52" />
          <div className="h-4" />
          {hasLegend ? <div className="h-4" /> : null}
        </div>
        <SkeletonLine height="h-5" width="w-40" />
      </div>
    </Card>
  );
}

/**
 * The usage section while the records load, laid out as it will be: the tiles, the line saying when the
 * figures were read, and a card per chart (a type's and the cost's), so nothing below moves when it comes.
 */
export function UsageSkeleton({ types }: { types: number }) {
  const t = useTranslations("Usage");
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t("loading")}
      </span>
      <div aria-hidden="true" className="space-y-4">
        <UsageSummarySkeleton tiles={types + 1} />
        <SkeletonLine height="h-4" width="w-32" />
        <div className="grid gap-4 lg:grid-cols-2">
          {Array.from({ length: types + 1 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
            <ChartCardSkeleton key={i} hasLegend={i === types && types > 1} />
          ))}
        </div>
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
