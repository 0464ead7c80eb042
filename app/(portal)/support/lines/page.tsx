import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LineLookup } from "@/components/network/line-lookup";
import { RecentLines } from "@/components/network/recent-lines";
import { SectionCard } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { LoadingRegion, Skeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/page-title";
import { SUBSCRIPTION_ID } from "@/lib/network/line";
import { recentLines } from "@/lib/network/recent-lines";
import { type PageSearchParams, searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Lines"))("title"));

async function Recent() {
  const session = await requireSession("support");
  return <RecentLines lines={await recentLines(session)} />;
}

/**
 * Where support starts when a customer calls without a ticket: open a line by its subscription id (the
 * contract has no search by phone number), or go back to one checked recently.
 */
export default async function SupportLinesPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireSession("support");
  const [t, common] = await Promise.all([getTranslations("Lines"), getTranslations("Common")]);
  // The lookup is a plain GET form (it works before the page's scripts load): ?sub= opens the line.
  const typed = searchParam(await searchParams, "sub");
  if (typed && SUBSCRIPTION_ID.test(typed)) redirect(`/support/lines/${encodeURIComponent(typed)}`);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <SectionCard title={t("openSection")}>
          <LineLookup value={typed ?? ""} error={typed === undefined ? undefined : t("invalid")} />
        </SectionCard>
        <Section id="recent" title={t("recentHeading")}>
          <Suspense
            fallback={
              <LoadingRegion label={common("loading")} className="space-y-2">
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
              </LoadingRegion>
            }
          >
            <Recent />
          </Suspense>
        </Section>
      </div>
    </>
  );
}
