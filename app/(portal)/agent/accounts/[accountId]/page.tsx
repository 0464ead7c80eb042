import Link from "next/link";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import { CustomerNotLoaded } from "@/components/agent/customer-not-loaded";
import { Notice } from "@/components/agent/notice";
import { CustomerRequests } from "@/components/approvals/customer-requests";
import { AccountInvoicesTable } from "@/components/rectifications/account-invoices-table";
import { PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { titled } from "@/lib/i18n/page-title";
import { loadInvoices } from "@/lib/invoices/queries";
import { rememberRecent } from "@/lib/store/recent";
import { searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Rectifications"))("metaAccount"));

type Props = PageProps<"/agent/accounts/[accountId]">;

export default async function AgentAccountPage({ params, searchParams }: Props) {
  const agent = await requireAgentPage();
  const accountId = (await params).accountId;
  const notice = searchParam(await searchParams, "notice");
  const invoices = await loadInvoices(agent.auth, accountId);
  if (!invoices.ok) {
    return <CustomerNotLoaded kind="Account" id={accountId} org={agent.org} problem={invoices.problem} />;
  }
  const t = await getTranslations("Rectifications.account");
  const subscriptions = [
    ...new Set(invoices.data.flatMap((i) => (i.subscription_id ? [i.subscription_id] : []))),
  ].sort();
  // Remembered after the response: a slow store never holds the page.
  after(() =>
    rememberRecent({
      userId: agent.userId,
      org: agent.org,
      kind: "customer",
      key: `account:${accountId}`,
      // Facts only: the list words them in the language of whoever reads it.
      label: [accountId, ...subscriptions].join(" · "),
    }),
  );
  return (
    <>
      <PageHeader title={t("title", { id: accountId })} description={t("description")} />
      <Notice value={notice} />
      <div className="space-y-8">
        <CustomerRequests org={agent.org} customerRef={accountId} />
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">{t("subscriptions")}</h2>
          {subscriptions.length ? (
            <ul className="flex flex-wrap gap-3">
              {subscriptions.map((id) => (
                <li key={id}>
                  <Link
                    className="inline-flex rounded-md border border-gray-200 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:bg-gray-50"
                    href={`/agent/subscriptions/${encodeURIComponent(id)}?account=${encodeURIComponent(accountId)}`}
                  >
                    {id}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">{t("noSubscriptions")}</p>
          )}
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900">{t("invoices")}</h2>
          <AccountInvoicesTable accountId={accountId} invoices={invoices.data} />
        </section>
      </div>
    </>
  );
}
