import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { MyLineCard, MyLineCardSkeleton } from "@/components/network/my-line-card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireCustomer } from "@/lib/customer/access";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () => (await getTranslations("MyLine"))("title"));

export default async function MyLinePage() {
  const { user } = await requireCustomer();
  const [t, overview] = await Promise.all([getTranslations("MyLine"), getTranslations("Overview")]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {user.subscriptions.length === 0 ? (
        <EmptyState title={overview("noLinesTitle")} description={overview("noLinesDescription")} />
      ) : (
        <div className="space-y-6">
          {user.subscriptions.map((subscriptionId) => (
            <Suspense key={subscriptionId} fallback={<MyLineCardSkeleton />}>
              <MyLineCard subscriptionId={subscriptionId} />
            </Suspense>
          ))}
        </div>
      )}
    </>
  );
}
