import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Notice } from "@/components/agent/notice";
import { InvoiceLinesTable } from "@/components/rectifications/invoice-lines-table";
import { InvoiceStatusBadge, invoiceLabel } from "@/components/rectifications/invoice-status";
import { RectificationList } from "@/components/rectifications/rectification-list";
import {
  Alert,
  BackLink,
  ButtonLink,
  buttonClasses,
  Card,
  CardBody,
  DescriptionList,
  PageHeader,
  SectionCard,
} from "@/components/ui";
import { KeepIdsWhole } from "@/components/ui/keep-ids-whole";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireAgentPage } from "@/lib/agent/page-context";
import { formatBillingPeriod, formatDate } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { titled } from "@/lib/i18n/page-title";
import { loadInvoice } from "@/lib/invoices/queries";
import { isRectifiable } from "@/lib/rectifications/rules";
import { searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Rectifications"))("metaInvoice"));

type Props = PageProps<"/agent/accounts/[accountId]/invoices/[invoiceId]">;

export default async function AgentInvoicePage({ params, searchParams }: Props) {
  const agent = await requireAgentPage();
  const { accountId, invoiceId } = await params;
  const notice = searchParam(await searchParams, "notice");
  const [loaded, t, locale] = await Promise.all([
    loadInvoice(agent.auth, accountId, invoiceId),
    getTranslations("Rectifications"),
    getLocale().then(intlLocaleOf),
  ]);
  const date = (value: string) => formatDate(value, { locale });
  const accountHref = `/agent/accounts/${encodeURIComponent(accountId)}` as const;
  const crumb = <BackLink href={accountHref}>{t("account.title", { id: accountId })}</BackLink>;
  if (!loaded.ok)
    return (
      <>
        {crumb}
        <PageHeader title={t("invoiceTitle", { number: invoiceId })} />
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
            <KeepIdsWhole>
              {t("invoiceTitle", { number: invoiceLabel(invoice, (id) => t("draftLabel", { id })) })}
            </KeepIdsWhole>{" "}
            <InvoiceStatusBadge invoice={invoice} />
          </span>
        }
        description={t("invoice.description", { type: invoice.type, value: invoice.service, id: accountId })}
        actions={
          <>
            {invoice.service === "postpaid" ? (
              // A plain link: a Next <Link> would prefetch the route, fetching the PDF on every view.
              <a
                href={`/api/agent/accounts/${encodeURIComponent(accountId)}/invoices/${encodeURIComponent(invoice.id)}/document`}
                className={buttonClasses("secondary", "md")}
                target="_blank"
                rel="noopener"
              >
                {t("invoice.document")}
              </a>
            ) : null}
            {canRectify ? (
              <ButtonLink href={`${base}/rectifications/new`}>{t("invoice.start")}</ButtonLink>
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
                { label: t("invoice.subscription"), value: invoice.subscription_id ?? "—" },
                { label: t("invoice.issued"), value: invoice.issue_date ? date(invoice.issue_date) : "—" },
                {
                  label: t("invoice.period"),
                  // The billing period as the customer's invoice page shows it (days of the billing calendar).
                  value:
                    invoice.period_start && invoice.period_end
                      ? formatBillingPeriod(invoice.period_start, invoice.period_end, { locale })
                      : "—",
                },
                { label: t("invoice.due"), value: invoice.due_date ? date(invoice.due_date) : "—" },
              ]}
            />
          </CardBody>
        </Card>
        <InvoiceLinesTable invoice={invoice} showRefundable={canRectify} />
        <SectionCard title={t("invoice.rectifications")} headingLevel={2} bodyClassName="space-y-3">
          {drafts.length ? (
            <Alert tone="warning" title={t("invoice.draftsTitle", { count: drafts.length })}>
              {t("invoice.draftsBody", { count: drafts.length })}
            </Alert>
          ) : null}
          <RectificationList accountId={accountId} items={rectifications} />
          {!canRectify ? <p className="text-sm text-gray-600">{t("invoice.notRectifiable")}</p> : null}
        </SectionCard>
      </div>
    </>
  );
}
