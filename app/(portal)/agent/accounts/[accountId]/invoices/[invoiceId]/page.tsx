import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Notice } from "@/components/agent/notice";
import { InvoiceLinesTable } from "@/components/rectifications/invoice-lines-table";
import { InvoiceStatusBadge, invoiceLabel } from "@/components/rectifications/invoice-status";
import { RectificationList } from "@/components/rectifications/rectification-list";
import {
  Alert,
  BackLink,
  ButtonLink,
  Card,
  CardBody,
  DescriptionList,
  PageHeader,
  SectionCard,
} from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { loadInvoice } from "@/lib/agent/loaders";
import { requireAgentPage } from "@/lib/agent/page-context";
import { formatDate } from "@/lib/dates";
import { isRectifiable } from "@/lib/rectifications/rules";
import { searchParam } from "@/lib/url/search-params";

export const metadata: Metadata = { title: "Invoice" };

type Props = PageProps<"/agent/accounts/[accountId]/invoices/[invoiceId]">;

export default async function AgentInvoicePage({ params, searchParams }: Props) {
  const agent = await requireAgentPage();
  const { accountId, invoiceId } = await params;
  const notice = searchParam(await searchParams, "notice");
  const loaded = await loadInvoice(agent.auth, accountId, invoiceId);
  const accountHref = `/agent/accounts/${encodeURIComponent(accountId)}` as const;
  const crumb = <BackLink href={accountHref}>Account {accountId}</BackLink>;
  if (!loaded.ok)
    return (
      <>
        {crumb}
        <PageHeader title={`Invoice ${invoiceId}`} />
        <UpstreamError problem={loaded.problem} />
      </>
    );
  if (!loaded.data) notFound();
  const { invoice, rectifications } = loaded.data;
  const base = `${accountHref}/invoices/${encodeURIComponent(invoice.id)}` as const;
  const canRectify = isRectifiable(invoice);
  const drafts = rectifications.filter((r) => r.status === "DRAFT");
  return (
    <>
      {crumb}
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            Invoice {invoiceLabel(invoice)} <InvoiceStatusBadge invoice={invoice} />
          </span>
        }
        description={`${invoice.type === "ORDINARY" ? "Ordinary" : "Rectification"} ${invoice.service} invoice of account ${accountId}`}
        actions={
          <>
            {invoice.service === "postpaid" ? (
              <ButtonLink
                href={`/api/agent/accounts/${encodeURIComponent(accountId)}/invoices/${encodeURIComponent(invoice.id)}/document`}
                variant="secondary"
                target="_blank"
              >
                Document (PDF)
              </ButtonLink>
            ) : null}
            {canRectify ? (
              <ButtonLink href={`${base}/rectifications/new`}>Start a rectification</ButtonLink>
            ) : null}
          </>
        }
      />
      <Notice value={notice} />
      <div className="space-y-6">
        <Card>
          <CardBody>
            <DescriptionList
              items={[
                { label: "Subscription", value: invoice.subscription_id ?? "—" },
                { label: "Issued", value: invoice.issue_date ? formatDate(invoice.issue_date) : "—" },
                {
                  label: "Period",
                  value: invoice.period_start
                    ? `${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end ?? "")}`
                    : "—",
                },
                { label: "Due", value: invoice.due_date ? formatDate(invoice.due_date) : "—" },
              ]}
            />
          </CardBody>
        </Card>
        <InvoiceLinesTable invoice={invoice} showRefundable={canRectify} />
        <SectionCard title="Rectifications" headingLevel={2} bodyClassName="space-y-3">
          {drafts.length ? (
            <Alert
              tone="warning"
              title={`This invoice has ${drafts.length === 1 ? "a draft rectification" : `${drafts.length} draft rectifications`}`}
            >
              Review or delete it before starting another one.
            </Alert>
          ) : null}
          <RectificationList accountId={accountId} items={rectifications} />
          {!canRectify ? (
            <p className="text-sm text-gray-600">
              Only issued postpaid ordinary invoices can be rectified here.
            </p>
          ) : null}
        </SectionCard>
      </div>
    </>
  );
}
