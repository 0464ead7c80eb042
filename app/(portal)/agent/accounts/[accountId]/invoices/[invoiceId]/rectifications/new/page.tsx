import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { invoiceLabel } from "@/components/rectifications/invoice-status";
import { RectificationForm } from "@/components/rectifications/rectification-form";
import { RectificationList } from "@/components/rectifications/rectification-list";
import { Alert, BackLink, PageHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { loadInvoice } from "@/lib/agent/loaders";
import { requireAgentPage } from "@/lib/agent/page-context";
import { isRectifiable } from "@/lib/rectifications/rules";
import { requestLocale } from "@/lib/request-locale";

export const metadata: Metadata = { title: "New rectification" };

type Props = PageProps<"/agent/accounts/[accountId]/invoices/[invoiceId]/rectifications/new">;

export default async function NewRectificationPage({ params }: Props) {
  const agent = await requireAgentPage();
  const { accountId, invoiceId } = await params;
  const loaded = await loadInvoice(agent.auth, accountId, invoiceId);
  if (loaded.ok && !loaded.data) notFound();
  const invoiceHref =
    `/agent/accounts/${encodeURIComponent(accountId)}/invoices/${encodeURIComponent(invoiceId)}` as const;
  return (
    <>
      <BackLink href={invoiceHref}>
        Invoice {loaded.ok && loaded.data ? invoiceLabel(loaded.data.invoice) : invoiceId}
      </BackLink>
      <PageHeader title="New rectification" description="A draft first: you review it, then issue it." />
      {!loaded.ok ? (
        <UpstreamError problem={loaded.problem} />
      ) : !loaded.data ? null : !isRectifiable(loaded.data.invoice) ? (
        <Alert tone="info" title="This invoice cannot be rectified">
          Only issued postpaid ordinary invoices can be rectified.
        </Alert>
      ) : (
        <div className="space-y-6">
          {loaded.data.rectifications.some((r) => r.status === "DRAFT") ? (
            <Alert tone="warning" title="Existing drafts of this invoice">
              <p className="mb-3">
                Review one of these before starting another; a second draft needs your confirmation.
              </p>
              <RectificationList
                accountId={accountId}
                items={loaded.data.rectifications.filter((r) => r.status === "DRAFT")}
              />
            </Alert>
          ) : null}
          <SectionCard title={`Rectify ${invoiceLabel(loaded.data.invoice)}`} headingLevel={2}>
            <RectificationForm
              locale={await requestLocale()}
              accountId={accountId}
              invoice={loaded.data.invoice}
              draftCount={loaded.data.rectifications.filter((r) => r.status === "DRAFT").length}
            />
          </SectionCard>
        </div>
      )}
    </>
  );
}
