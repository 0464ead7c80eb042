import Link from "next/link";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AccountJump } from "@/components/agent/account-jump";
import { CustomerNotLoaded } from "@/components/agent/customer-not-loaded";
import { CustomerOverview } from "@/components/agent/customer-overview";
import { Notice } from "@/components/agent/notice";
import { MovementsSection } from "@/components/agent/subscription-sections";
import { CustomerRequests } from "@/components/approvals/customer-requests";
import { BILLING_KIND_TONE } from "@/components/balances/subscription-labels";
import { SimSwapStatus, startSimSwapCheck } from "@/components/network/sim-swap-status";
import { VerifyCallerForm } from "@/components/network/verify-caller-form";
import { Badge, ButtonLink, PageHeader } from "@/components/ui";
import { KeepIdsWhole } from "@/components/ui/keep-ids-whole";
import { Section } from "@/components/ui/section";
import { CardSkeleton } from "@/components/ui/skeleton";
import { requireAgentPage } from "@/lib/agent/page-context";
import { billingKind } from "@/lib/balances/billing-kind";
import { loadBalances } from "@/lib/balances/queries";
import { addDays, today } from "@/lib/dates";
import { titled } from "@/lib/i18n/page-title";
import { loadMovements } from "@/lib/movements/queries";
import { formatPhoneNumber } from "@/lib/phone-display";
import { settledWithin } from "@/lib/settled-within";
import { rememberRecent } from "@/lib/store/recent";
import { searchParam } from "@/lib/url/search-params";
import { loadUsage } from "@/lib/usage/queries";
import { rangeInstants } from "@/lib/usage/range";

export const generateMetadata = titled(async () => (await getTranslations("Agent"))("customerTitle"));

type Props = PageProps<"/agent/subscriptions/[subscriptionId]">;

/**
 * How long the page waits for the SIM-swap check once the line is read, so that a warning never lands
 * above what the agent is already reading (it pushed the whole page down 340 px): a moment's wait
 * costs less than the page jumping under the pointer. A slower check streams in as before.
 */
const SIM_CHECK_WAIT_MS = 750;

export default async function AgentSubscriptionPage({ params, searchParams }: Props) {
  const agent = await requireAgentPage();
  const { subscriptionId: rawId } = await params;
  const subscriptionId = rawId;
  const query = await searchParams;
  const [account, notice] = [searchParam(query, "account"), searchParam(query, "notice")];
  const now = new Date();
  // Usage and movements start now and stream into their sections once the header is out; the SIM check
  // starts once the line is read (below).
  const range = { from: addDays(today(now), -29), to: today(now) };
  const usage = loadUsage(agent.auth, subscriptionId, rangeInstants(range));
  const movements = loadMovements(agent.auth, subscriptionId, now);
  const words = Promise.all([getTranslations("Agent"), getTranslations("Overview.kind")]);
  const balances = await loadBalances(agent.auth, subscriptionId);

  if (!balances.ok) {
    return (
      <CustomerNotLoaded kind="Subscription" id={subscriptionId} org={agent.org} problem={balances.problem} />
    );
  }

  const data = balances.data;
  const kind = billingKind(data.billingType);
  const simCheck = startSimSwapCheck(agent.session, data.id);
  const [[t, kinds]] = await Promise.all([words, settledWithin(simCheck, SIM_CHECK_WAIT_MS)]);
  const kindLabel = kinds(kind);
  const currency = data.monetary[0]?.unit ?? "EUR";
  // Remembered after the response: a slow store never holds the page.
  after(() =>
    rememberRecent({
      userId: agent.userId,
      org: agent.org,
      kind: "customer",
      key: `subscription:${data.id}`,
      // Facts only: the list words them in the language of whoever reads it.
      label: `${data.id} · ${formatPhoneNumber(data.msisdn)}`,
    }),
  );
  const newHref = `/agent/subscriptions/${encodeURIComponent(data.id)}/movements/new` as const;

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <KeepIdsWhole>{t("subscriptionTitle", { id: data.id })}</KeepIdsWhole>{" "}
            <Badge tone={BILLING_KIND_TONE[kind]}>{kindLabel}</Badge>
          </span>
        }
        description={t("subscriptionDescription", {
          msisdn: formatPhoneNumber(data.msisdn),
          org: data.tenant,
        })}
        actions={<ButtonLink href={newHref}>{t("newMovement")}</ButtonLink>}
      />
      <Notice value={notice} />
      <div className="space-y-8">
        {/* First: while the SIM moved recently, refunds and credits on this line wait. Nothing when clear.
            Waited for above, so it is part of the page when it first shows; a slower check streams in.
            One tree either way: a refresh after an override keeps the form's "Override recorded.". */}
        <Suspense fallback={null}>
          <SimSwapStatus subscriptionId={data.id} check={simCheck} />
        </Suspense>
        <CustomerOverview balances={data} usage={usage} range={range} now={now} />
        <CustomerRequests org={agent.org} customerRef={data.id} />
        <VerifyCallerForm subscriptionId={data.id} />
        <Section id="movements" title={t("movements")} isLarge>
          <Suspense fallback={<CardSkeleton label={t("loadingMovements")} lines={5} />}>
            <MovementsSection movements={movements} subscriptionId={data.id} currency={currency} />
          </Suspense>
        </Section>
        <Section id="invoices" title={t("invoices")} isLarge>
          {account ? (
            <p className="text-sm">
              <Link
                className="text-brand-700 hover:underline"
                href={`/agent/accounts/${encodeURIComponent(account)}`}
              >
                {t("invoicesOfAccount", { id: account })}
              </Link>
            </p>
          ) : (
            <AccountJump />
          )}
        </Section>
      </div>
    </>
  );
}
