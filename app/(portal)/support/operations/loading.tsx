import { getTranslations } from "next-intl/server";
import { LoadingRegion, Skeleton } from "@/components/ui/skeleton";

export default async function OperationsLoading() {
  const t = await getTranslations("Common");
  return (
    <LoadingRegion label={t("loading")}>
      <Skeleton className="mb-8 h-8 w-80 max-w-full" />
      <Skeleton className="h-56 w-full" />
    </LoadingRegion>
  );
}
