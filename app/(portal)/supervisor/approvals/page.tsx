import { getTranslations } from "next-intl/server";
import { Notice } from "@/components/agent/notice";
import { LiveRequests } from "@/components/approvals/live-requests";
import { QueueFilters } from "@/components/approvals/queue-filters";
import { RequestCard } from "@/components/approvals/request-card";
import { EmptyState, PageHeader } from "@/components/ui";
import { queueFilter, versionOf } from "@/lib/approvals/freshness";
import { requireSupervisorPage } from "@/lib/approvals/page-context";
import { readRequests } from "@/lib/approvals/queries";
import { queueParams, queueQuery } from "@/lib/approvals/queue-query";
import { titled } from "@/lib/i18n/page-title";
import { parseSearchParams, searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () =>
  (await getTranslations("Approvals"))("queuePage.metaTitle"),
);

type Props = PageProps<"/supervisor/approvals">;

export default async function ApprovalsPage({ searchParams }: Props) {
  const supervisor = await requireSupervisorPage();
  const t = await getTranslations("Approvals.queuePage");
  const raw = await searchParams;
  const query = parseSearchParams(queueQuery, raw);
  const requests = await readRequests(queueFilter(supervisor.org, query), supervisor.auth);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Notice value={searchParam(raw, "notice")} />
      <LiveRequests view="queue" version={versionOf(requests)} filters={queueParams(query)} />
      <div className="space-y-4">
        <QueueFilters query={query} />
        {requests.length ? (
          requests.map((r) => (
            <RequestCard key={r.id} request={r} auth={supervisor.auth} viewerId={supervisor.userId} />
          ))
        ) : (
          <EmptyState title={t("emptyTitle")} description={t("emptyDescription")} />
        )}
      </div>
    </>
  );
}
