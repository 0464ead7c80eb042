import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { invoiceLabel } from "@/components/rectifications/invoice-status";
import { RectificationForm } from "@/components/rectifications/rectification-form";
import { RectificationList } from "@/components/rectifications/rectification-list";
import { Alert, BackLink, PageHeader, SectionCard } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { Invoice } from "@/contract/billing";
import { requireAgentPage } from "@/lib/agent/page-context";
import { titled } from "@/lib/i18n/page-title";
import { loadInvoice } from "@/lib/invoices/queries";
import { isRectifiable } from "@/lib/rectifications/rules";
import { requestLocale } from "@/lib/request-locale";

export const generateMetadata = titled(async () => (await getTranslations("Rectifications"))("newTitle"));

type Props = PageProps<"/agent/accounts/[accountId]/invoices/[invoiceId]/rectifications/new">;

export default async function NewRectificationPage({ params }: Props) {
  const agent = await requireAgentPage();
  const { accountId, invoiceId } = await params;
  const [loaded, t] = await Promise.all([
    loadInvoice(agent.auth, accountId, invoiceId),
    getTranslations("Rectifications"),
  ]);
  if (loaded.ok && !loaded.data) notFound();
  const label = (invoice: Invoice) => invoiceLabel(invoice, (id) => t("draftLabel", { id }));
  const invoiceHref =
    `/agent/accounts/${encodeURIComponent(accountId)}/invoices/${encodeURIComponent(invoiceId)}` as const;
  return (
    <>
      <BackLink href={invoiceHref}>
        {t("invoiceTitle", { number: loaded.ok && loaded.data ? label(loaded.data.invoice) : invoiceId })}
      </BackLink>
      <PageHeader title={t("newTitle")} description={t("new.description")} />
      {!loaded.ok ? (
        <UpstreamError problem={loaded.problem} />
      ) : !loaded.data ? null : !isRectifiable(loaded.data.invoice) ? (
        <Alert tone="info" title={t("new.notRectifiableTitle")}>
          {t("new.notRectifiableBody")}
        </Alert>
      ) : (
        <div className="space-y-6">
          {loaded.data.rectifications.some((r) => r.status === "DRAFT") ? (
            <Alert tone="warning" title={t("new.draftsTitle")}>
              <p className="mb-3">{t("new.draftsBody")}</p>
              <RectificationList
                accountId={accountId}
                items={loaded.data.rectifications.filter((r) => r.status === "DRAFT")}
              />
            </Alert>
          ) : null}
          <SectionCard title={t("new.rectify", { number: label(loaded.data.invoice) })} headingLevel={2}>
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
