import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { InvoiceHeader, RectifiedLink } from "@/components/invoices/invoice-header";
import { invoiceNumberOf } from "@/components/invoices/invoice-labels";
import { InvoiceMovements } from "@/components/invoices/invoice-movements";
import { PageHeader } from "@/components/ui/page-header";
import { UpstreamError } from "@/components/ui/upstream-error";
import { RecordsSkeleton } from "@/components/usage/usage-skeleton";
import { followProblem, ownsAccount, requireCustomer } from "@/lib/customer/access";
import { titled } from "@/lib/i18n/page-title";
import { findInvoice } from "@/lib/invoices/queries";
import { searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Invoices.page"))("invoice"));

export default async function CustomerInvoicePage({
  params,
  searchParams,
}: {
  params: Promise<{ invoiceId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, auth } = await requireCustomer();
  const t = await getTranslations("Invoices");
  const [{ invoiceId }, raw] = await Promise.all([params, searchParams]);
  const account = searchParam(raw, "account") || undefined;
  // Another customer's account is "not found", and no upstream call is made for it.
  if (account && !ownsAccount(user, account)) notFound();
  const kind = searchParam(raw, "kind") === "sales" ? "sales" : undefined;

  const found = await findInvoice(auth, account ? [account] : user.accounts, invoiceId, kind);
  if (!found.ok) {
    const problem = await followProblem(found.problem, { isPageSubject: true });
    return (
      <>
        <PageHeader title={t("page.invoice")} />
        <UpstreamError problem={problem} />
      </>
    );
  }
  const invoice = found.data;
  if (!ownsAccount(user, invoice.account_id)) notFound();
  const number = invoiceNumberOf(invoice) ?? t("draft");
  return (
    <>
      <nav aria-label={t("page.breadcrumb")} className="mb-2 text-sm">
        <Link href="/customer/invoices" className="text-brand-700 underline underline-offset-2">
          {t("title")}
        </Link>
        <span aria-hidden="true" className="px-1.5 text-gray-400">
          /
        </span>
        <span aria-current="page" className="text-gray-600">
          {number}
        </span>
      </nav>
      <PageHeader
        title={`${t(`kindLabel.${invoice.type}`)} ${number}`}
        actions={<RectifiedLink invoice={invoice} />}
      />
      <div className="space-y-6">
        <InvoiceHeader invoice={invoice} />
        <section aria-labelledby="invoice-movements" className="space-y-3">
          <h2 id="invoice-movements" className="text-lg font-semibold text-gray-900">
            {invoice.service === "sales" ? t("page.bought") : t("page.covers")}
          </h2>
          <Suspense fallback={<RecordsSkeleton />}>
            <InvoiceMovements auth={auth} invoice={invoice} />
          </Suspense>
        </section>
      </div>
    </>
  );
}
