import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { AgentMoney } from "@/components/agent/agent-money";
import { InvoiceStatusBadge, invoiceLabel } from "@/components/rectifications/invoice-status";
import { RectificationActions } from "@/components/rectifications/rectification-actions";
import { RefundsTable } from "@/components/rectifications/refunds-table";
import { SideBySide } from "@/components/rectifications/side-by-side";
import { Alert, BackLink, DescriptionList, PageHeader, SectionCard } from "@/components/ui";
import { KeepIdsWhole } from "@/components/ui/keep-ids-whole";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireAgentPage } from "@/lib/agent/page-context";
import { formatDate } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { titled } from "@/lib/i18n/page-title";
import { describeWith } from "@/lib/i18n/system-description";
import { loadInvoice } from "@/lib/invoices/queries";
import { formatMoney } from "@/lib/money";
import { RECTIFICATION_REASONS } from "@/lib/rectifications/forms";
import { loadRectification, loadRectificationMovements } from "@/lib/rectifications/queries";
import { searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () =>
  (await getTranslations("Rectifications"))("rectificationTitle"),
);

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
  const [rect, original, movements, t, locale, wordDescription] = await Promise.all([
    loadRectification(agent.auth, refs.accountId, refs.invoiceId, refs.rectificationId),
    loadInvoice(agent.auth, refs.accountId, refs.invoiceId),
    loadRectificationMovements(agent.auth, refs.accountId, refs.invoiceId, refs.rectificationId),
    getTranslations("Rectifications"),
    getLocale().then(intlLocaleOf),
    getTranslations("SystemDescription").then(describeWith),
  ]);
  const money = (value: string, currency: string) => (
    <AgentMoney value={value} currency={currency} locale={locale} />
  );
  // The operator names its reason codes in its own language; the portal names the ones it knows.
  const reasonName = ({ code, description }: { code: string; description: string }) =>
    code in RECTIFICATION_REASONS ? t(`reasons.${code as keyof typeof RECTIFICATION_REASONS}`) : description;
  const invoiceHref =
    `/agent/accounts/${encodeURIComponent(refs.accountId)}/invoices/${encodeURIComponent(refs.invoiceId)}` as const;
  const crumb = (
    <BackLink href={invoiceHref}>
      {t("invoiceTitle", {
        number:
          original.ok && original.data
            ? invoiceLabel(original.data.invoice, (id) => t("draftLabel", { id }))
            : refs.invoiceId,
      })}
    </BackLink>
  );
  if (!rect.ok) {
    if (rect.problem.status === 404) notFound();
    return (
      <>
        {crumb}
        <PageHeader title={t("rectificationTitle")} />
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
            <KeepIdsWhole>
              {isDraft ? t("review.draftTitle") : t("review.issuedTitle", { number: r.invoice_number ?? "" })}
            </KeepIdsWhole>{" "}
            <InvoiceStatusBadge invoice={r} />
          </span>
        }
        description={t("review.description", { number: r.rectified_invoice_number, id: r.id })}
      />
      <div className="space-y-6">
        {notice === "draft-created" && isDraft ? <Alert tone="success">{t("review.created")}</Alert> : null}
        <SectionCard
          title={isDraft ? t("review.reviewAndIssue") : t("review.issued")}
          headingLevel={2}
          bodyClassName="space-y-4"
        >
          <DescriptionList
            items={[
              { label: t("review.reason"), value: `${reasonName(r.reason)} (${r.reason.code})` },
              { label: t("review.comment"), value: r.comment || "—" },
              { label: t("review.number"), value: r.invoice_number ?? t("review.assigned") },
              {
                label: t("review.issuedOn"),
                value: r.issue_date ? formatDate(r.issue_date, { locale }) : t("review.notYet"),
              },
            ]}
          />
          {isDraft ? (
            <RectificationActions
              refs={refs}
              totalLabel={formatMoney(r.total_with_taxes.replace(/^-/, ""), r.currency, { locale })}
            />
          ) : (
            // Issued: nothing can be done to it here (the server refuses it too), so nothing is offered.
            <Alert tone="info" title={t("review.readOnlyTitle")}>
              {t("review.readOnlyBody", { number: r.invoice_number ?? "" })}
            </Alert>
          )}
        </SectionCard>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">{t("review.refunds")}</h2>
          <RefundsTable rectification={r} />
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">{t("review.sideBySide")}</h2>
          {original.ok && original.data ? (
            <SideBySide original={original.data.invoice} rectification={r} />
          ) : original.ok ? (
            <p className="text-sm text-gray-600">{t("review.originalMissing")}</p>
          ) : (
            <UpstreamError problem={original.problem} />
          )}
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">{t("review.movements")}</h2>
          {movements.ok ? (
            <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm">
              {movements.data.map((m) => (
                <li key={m.id} className="flex justify-between gap-4 px-4 py-2">
                  <span>
                    {wordDescription(m.description)} <span className="text-xs text-gray-500">{m.id}</span>
                  </span>
                  <span className="whitespace-nowrap tabular-nums">
                    {money(m.amount.value_with_taxes, r.currency)}
                  </span>
                </li>
              ))}
              {movements.data.length === 0 ? (
                <li className="px-4 py-2 text-gray-600">{t("review.noMovements")}</li>
              ) : null}
            </ul>
          ) : (
            <UpstreamError problem={movements.problem} />
          )}
          {isDraft ? <p className="text-xs text-gray-500">{t("review.draftMovements")}</p> : null}
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">{t("review.preview")}</h2>
          <iframe
            title={t("review.documentTitle")}
            src={docHref}
            className="h-[32rem] w-full rounded-lg border border-gray-200 bg-white"
          />
          <p className="text-sm">
            <a className="text-brand-700 hover:underline" href={docHref} target="_blank" rel="noreferrer">
              {t("review.openDocument")}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
