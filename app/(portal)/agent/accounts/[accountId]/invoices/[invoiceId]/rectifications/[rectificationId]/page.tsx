import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InvoiceStatusBadge, invoiceLabel } from "@/components/rectifications/invoice-status";
import { IssuedDeleteAttempt } from "@/components/rectifications/issued-delete-attempt";
import { RectificationActions } from "@/components/rectifications/rectification-actions";
import { RefundsTable } from "@/components/rectifications/refunds-table";
import { SideBySide } from "@/components/rectifications/side-by-side";
import { Alert, BackLink, DescriptionList, PageHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { loadInvoice, loadRectification, loadRectificationMovements } from "@/lib/agent/loaders";
import { requireAgentPage } from "@/lib/agent/page-context";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { searchParam } from "@/lib/url/search-params";

export const metadata: Metadata = { title: "Rectification" };

type Props = PageProps<"/agent/accounts/[accountId]/invoices/[invoiceId]/rectifications/[rectificationId]">;

export default async function RectificationReviewPage({ params, searchParams }: Props) {
  const agent = await requireAgentPage();
  const raw = await params;
  const refs = {
    accountId: raw.accountId,
    invoiceId: raw.invoiceId,
    rectificationId: raw.rectificationId,
  };
  const notice = searchParam(await searchParams, "notice");
  const [rect, original, movements] = await Promise.all([
    loadRectification(agent.auth, refs.accountId, refs.invoiceId, refs.rectificationId),
    loadInvoice(agent.auth, refs.accountId, refs.invoiceId),
    loadRectificationMovements(agent.auth, refs.accountId, refs.invoiceId, refs.rectificationId),
  ]);
  const invoiceHref =
    `/agent/accounts/${encodeURIComponent(refs.accountId)}/invoices/${encodeURIComponent(refs.invoiceId)}` as const;
  const crumb = (
    <BackLink href={invoiceHref}>
      Invoice {original.ok && original.data ? invoiceLabel(original.data.invoice) : refs.invoiceId}
    </BackLink>
  );
  if (!rect.ok) {
    if (rect.problem.status === 404) notFound();
    return (
      <>
        {crumb}
        <PageHeader title="Rectification" />
        <UpstreamError problem={rect.problem} />
      </>
    );
  }
  const r = rect.data;
  const isDraft = r.status === "DRAFT";
  const docHref =
    `/api/agent/accounts/${encodeURIComponent(refs.accountId)}/invoices/${encodeURIComponent(refs.invoiceId)}/rectifications/${encodeURIComponent(r.id)}/document` as const;
  return (
    <>
      {crumb}
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {isDraft ? "Draft rectification" : `Rectification ${r.invoice_number}`}{" "}
            <InvoiceStatusBadge invoice={r} />
          </span>
        }
        description={`Rectifies ${r.rectified_invoice_number} · ${r.id}`}
      />
      <div className="space-y-6">
        {notice === "draft-created" && isDraft ? (
          <Alert tone="success">Draft created. Review it, then issue it or delete it.</Alert>
        ) : null}
        <SectionCard
          title={isDraft ? "Review and issue" : "Issued"}
          headingLevel={2}
          bodyClassName="space-y-4"
        >
          <DescriptionList
            items={[
              { label: "Reason", value: `${r.reason.description} (${r.reason.code})` },
              { label: "Comment", value: r.comment || "—" },
              { label: "Number", value: r.invoice_number ?? "Assigned when issued" },
              { label: "Issued", value: r.issue_date ? formatDate(r.issue_date) : "Not yet" },
            ]}
          />
          {isDraft ? (
            <RectificationActions
              refs={refs}
              totalLabel={formatMoney(r.total_with_taxes.replace(/^-/, ""), r.currency, { precise: true })}
            />
          ) : (
            <>
              <Alert tone="info" title="Read-only">
                This rectification was issued as {r.invoice_number}. Issued rectifications cannot be changed
                or deleted; to correct it, rectify the original invoice again.
              </Alert>
              <IssuedDeleteAttempt refs={refs} />
            </>
          )}
        </SectionCard>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">Refunds</h2>
          <RefundsTable rectification={r} />
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">Side by side with the original invoice</h2>
          {original.ok && original.data ? (
            <SideBySide original={original.data.invoice} rectification={r} />
          ) : original.ok ? (
            <p className="text-sm text-gray-600">The original invoice could not be found.</p>
          ) : (
            <UpstreamError problem={original.problem} />
          )}
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">Movements</h2>
          {movements.ok ? (
            <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm">
              {movements.data.map((m) => (
                <li key={m.id} className="flex justify-between gap-4 px-4 py-2">
                  <span>
                    {m.description} <span className="text-xs text-gray-500">{m.id}</span>
                  </span>
                  <span className="tabular-nums">
                    {formatMoney(m.amount.value_with_taxes, r.currency, { precise: true })}
                  </span>
                </li>
              ))}
              {movements.data.length === 0 ? (
                <li className="px-4 py-2 text-gray-600">No movements.</li>
              ) : null}
            </ul>
          ) : (
            <UpstreamError problem={movements.problem} />
          )}
          {isDraft ? (
            <p className="text-xs text-gray-500">
              While a draft, these are the credit movements issuing will create.
            </p>
          ) : null}
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">Document preview</h2>
          <iframe
            title="Rectification document"
            src={docHref}
            className="h-[32rem] w-full rounded-lg border border-gray-200 bg-white"
          />
          <p className="text-sm">
            <a className="text-brand-700 hover:underline" href={docHref} target="_blank" rel="noreferrer">
              Open the document in a new tab
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
