import { getTranslations } from "next-intl/server";
import { LoadingRegion, Skeleton } from "@/components/ui/skeleton";

export default async function AppointmentsLoading() {
  const t = await getTranslations("Common");
  return (
    <LoadingRegion label={t("loading")}>
      <Skeleton className="mb-8 h-8 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-[32rem] w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </LoadingRegion>
  );
}
