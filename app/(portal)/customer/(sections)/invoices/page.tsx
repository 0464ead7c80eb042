import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { InvoiceFilters } from "@/components/invoices/invoice-filters";
import { InvoicesSection } from "@/components/invoices/invoices-section";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { LinkTabs } from "@/components/ui/tabs";
import { RecordsSkeleton } from "@/components/usage/usage-skeleton";
import { INVOICE_CATEGORIES, type InvoiceCategory, type InvoiceKind } from "@/contract/billing";
import { requireCustomer } from "@/lib/customer/access";
import { titled } from "@/lib/i18n/page-title";
import { startInvoiceList } from "@/lib/invoices/queries";
import { searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Invoices"))("title"));

const KINDS: readonly InvoiceKind[] = ["ORDINARY", "RECTIFICATION"];

export default async function CustomerInvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, auth } = await requireCustomer();
  const [t, common] = await Promise.all([getTranslations("Invoices"), getTranslations("Common.filters")]);
  const raw = await searchParams;
  const view = searchParam(raw, "view") === "sales" ? "sales" : "service";
  const typeRaw = searchParam(raw, "type") || undefined;
  const categoryRaw = view === "service" ? searchParam(raw, "category") || undefined : undefined;
  const type = KINDS.find((k) => k === typeRaw);
  const category = INVOICE_CATEGORIES.find((c): c is InvoiceCategory => c === categoryRaw);
  const problem =
    typeRaw && !type
      ? t("problem.kind", { value: typeRaw })
      : categoryRaw && !category
        ? t("problem.category", { value: categoryRaw })
        : undefined;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-5">
        <LinkTabs
          label={t("tabs.label")}
          items={[
            { label: t("tabs.service"), href: "/customer/invoices", isActive: view === "service" },
            { label: t("tabs.sales"), href: "/customer/invoices?view=sales", isActive: view === "sales" },
          ]}
        />
        <InvoiceFilters view={view} values={{ type: typeRaw ?? "", category: categoryRaw ?? "" }} />
        {problem ? (
          <Alert tone="error" title={common("problemTitle")}>
            {problem}
          </Alert>
        ) : (
          <Suspense key={`${view}-${type}-${category}`} fallback={<RecordsSkeleton />}>
            <InvoicesSection
              view={view}
              isFiltered={Boolean(type || category)}
              invoices={startInvoiceList(auth, user.accounts, { type, category }, view)}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
