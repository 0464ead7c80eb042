import { getTranslations } from "next-intl/server";
import { AuditFilters } from "@/components/audit/audit-filters";
import { AuditTable } from "@/components/audit/audit-table";
import { ChainStatus } from "@/components/audit/chain-status";
import { ButtonLink, buttonClasses, PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { resolvePendingAudit } from "@/lib/audit/pending";
import { AUDIT_PAGE_SIZE, auditQuery, auditRange } from "@/lib/audit/query";
import { titled } from "@/lib/i18n/page-title";
import { listAudit } from "@/lib/store/audit";
import { parseSearchParams } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Audit"))("page.metaTitle"));

type Props = PageProps<"/agent/audit">;

export default async function AuditPage({ searchParams }: Props) {
  const agent = await requireAgentPage();
  const t = await getTranslations("Audit.page");
  const query = parseSearchParams(auditQuery, await searchParams);
  await resolvePendingAudit(agent.org, agent.auth);
  // One extra row tells whether there is a next page.
  const rows = await listAudit({
    org: agent.org,
    action: query.action,
    outcome: query.outcome,
    customerRef: query.customer,
    ...auditRange(query),
    limit: AUDIT_PAGE_SIZE + 1,
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
  });
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  const hasMore = rows.length > AUDIT_PAGE_SIZE;
  const isFiltered = Boolean(query.action || query.outcome || query.customer || query.from || query.to);
  // Links carry the filters as understood, never a raw value the parser refused.
  const filters = Object.entries({
    action: query.action,
    outcome: query.outcome,
    customer: query.customer,
    from: query.from,
    to: query.to,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const exportParams = new URLSearchParams(filters);
  const pageHref = (page: number) =>
    `/agent/audit?${new URLSearchParams([...filters, ["page", String(page)]])}` as const;
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description", { org: agent.org })}
        actions={
          <a href={`/api/agent/audit/export?${exportParams}`} className={buttonClasses("secondary")} download>
            {t("export")}
          </a>
        }
      />
      <div className="space-y-4">
        <ChainStatus org={agent.org} />
        <AuditFilters query={query} />
        <AuditTable entries={entries} isFiltered={isFiltered} />
        <nav className="flex justify-between" aria-label={t("pages")}>
          {query.page > 1 ? (
            <ButtonLink href={pageHref(query.page - 1)} variant="secondary" size="sm">
              {t("newer")}
            </ButtonLink>
          ) : (
            <span />
          )}
          {hasMore ? (
            <ButtonLink href={pageHref(query.page + 1)} variant="secondary" size="sm">
              {t("older")}
            </ButtonLink>
          ) : null}
        </nav>
      </div>
    </>
  );
}
