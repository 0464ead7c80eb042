import { getTranslations } from "next-intl/server";
import { LiveRequests } from "@/components/approvals/live-requests";
import { RequestList } from "@/components/approvals/request-list";
import { PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { mineFilter, versionOf } from "@/lib/approvals/freshness";
import { readRequests } from "@/lib/approvals/queries";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () =>
  (await getTranslations("Approvals"))("myRequests.metaTitle"),
);

export default async function MyRequestsPage() {
  const agent = await requireAgentPage();
  const [requests, t] = await Promise.all([
    readRequests(mineFilter(agent.org, agent.userId), agent.auth),
    getTranslations("Approvals.myRequests"),
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <LiveRequests view="mine" version={versionOf(requests)} />
      <RequestList requests={requests} caption={t("caption")} />
    </>
  );
}
