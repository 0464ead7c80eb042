import { getTranslations } from "next-intl/server";
import { RequestList } from "@/components/approvals/request-list";
import { PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { readRequests } from "@/lib/approvals/queries";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () =>
  (await getTranslations("Approvals"))("myRequests.metaTitle"),
);

export default async function MyRequestsPage() {
  const agent = await requireAgentPage();
  const [requests, t] = await Promise.all([
    readRequests({ org: agent.org, requesterId: agent.userId, order: "newest" }, agent.auth),
    getTranslations("Approvals.myRequests"),
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <RequestList requests={requests} caption={t("caption")} />
    </>
  );
}
