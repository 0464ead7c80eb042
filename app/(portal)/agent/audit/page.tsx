import type { Metadata } from "next";
import { AuditFilters } from "@/components/audit/audit-filters";
import { AuditTable } from "@/components/audit/audit-table";
import { ChainStatus } from "@/components/audit/chain-status";
import { ButtonLink, buttonClasses, PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { resolvePendingAudit } from "@/lib/audit/pending";
import { AUDIT_PAGE_SIZE, auditQuery, auditRange, firstParam } from "@/lib/audit/query";
import { listAudit } from "@/lib/store/audit";

export const metadata: Metadata = { title: "Audit trail" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  const agent = await requireAgentPage();
  const raw = firstParam(await searchParams);
  const query = auditQuery.parse(raw);
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
  const exportParams = new URLSearchParams(
    Object.entries(raw).filter(
      (e): e is [string, string] => e[0] !== "page" && typeof e[1] === "string" && e[1] !== "",
    ),
  );
  const pageHref = (page: number) => {
    const params = new URLSearchParams(
      Object.entries({ ...raw, page: String(page) }).filter(
        (e): e is [string, string] => typeof e[1] === "string" && e[1] !== "",
      ),
    );
    return `/agent/audit?${params}`;
  };
  return (
    <>
      <PageHeader
        title="Audit trail"
        description={`Every write made by agents of ${agent.org}, whatever its outcome. Entries cannot be changed or removed.`}
        actions={
          <a href={`/api/agent/audit/export?${exportParams}`} className={buttonClasses("secondary")} download>
            Export CSV
          </a>
        }
      />
      <div className="space-y-4">
        <ChainStatus org={agent.org} />
        <AuditFilters query={query} />
        <AuditTable entries={entries} isFiltered={isFiltered} />
        <nav className="flex justify-between" aria-label="Audit pages">
          {query.page > 1 ? (
            <ButtonLink href={pageHref(query.page - 1)} variant="secondary" size="sm">
              Newer
            </ButtonLink>
          ) : (
            <span />
          )}
          {hasMore ? (
            <ButtonLink href={pageHref(query.page + 1)} variant="secondary" size="sm">
              Older
            </ButtonLink>
          ) : null}
        </nav>
      </div>
    </>
  );
}
