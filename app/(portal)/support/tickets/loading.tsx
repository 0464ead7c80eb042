import { getTranslations } from "next-intl/server";
import { LoadingRegion, Skeleton } from "@/components/ui/skeleton";

export default async function TicketsLoading() {
  const t = await getTranslations("Common");
  return (
    <LoadingRegion label={t("loadingTickets")} className="space-y-6">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-24 w-full" />
    </LoadingRegion>
  );
}
