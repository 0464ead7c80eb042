import type { Metadata } from "next";
import Link from "next/link";
import { after } from "next/server";
import { Suspense } from "react";
import { AccountJump } from "@/components/agent/account-jump";
import { CustomerOverview } from "@/components/agent/customer-overview";
import { Notice } from "@/components/agent/notice";
import { CustomerRequests } from "@/components/approvals/customer-requests";
import {
  BILLING_KIND_LABEL,
  BILLING_KIND_TONE,
  billingKind,
  formatMsisdn,
} from "@/components/balances/subscription-labels";
import { AgentMovementsTable } from "@/components/movements/agent-movements-table";
import { SimSwapStatus } from "@/components/network/sim-swap-status";
import { VerifyCallerForm } from "@/components/network/verify-caller-form";
import { Badge, ButtonLink, EmptyState, PageHeader } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import { loadMovements } from "@/lib/agent/loaders";
import { requireAgentPage } from "@/lib/agent/page-context";
import { addDays, today } from "@/lib/dates";
import { settle } from "@/lib/errors/problem";
import { getConsumptionDetails, getConsumptions } from "@/lib/operator/billing/api";
import { rememberRecent } from "@/lib/store/recent";
import { rangeInstants } from "@/lib/usage/range";

export const metadata: Metadata = { title: "Customer" };

type Props = {
  params: Promise<{ subscriptionId: string }>;
  searchParams: Promise<{ account?: string; notice?: string }>;
};

export default async function AgentSubscriptionPage({ params, searchParams }: Props) {
  const agent = await requireAgentPage();
  const { subscriptionId: rawId } = await params;
  const subscriptionId = rawId;
  const { account, notice } = await searchParams;
  const now = new Date();
  const range = { from: addDays(today(now), -29), to: today(now) };
  const { start, end } = rangeInstants(range);
  const [balances, usage, movements] = await Promise.all([
    settle(getConsumptions(agent.auth, subscriptionId)),
    settle(
      getConsumptionDetails(agent.auth, subscriptionId, {
        fromDate: start.toISOString(),
        toDate: end.toISOString(),
      }),
    ),
    loadMovements(agent.auth, subscriptionId, now),
  ]);

  if (!balances.ok) {
    const isUnknown = balances.problem.status === 404 || balances.problem.code === "subscriptionNotFound";
    return (
      <>
        <PageHeader title={`Subscription ${subscriptionId}`} />
        {isUnknown ? (
          <EmptyState
            title="No such subscription"
            description={`The operator does not know ${subscriptionId} in your organization (${agent.org}). Check the id and try again.`}
            action={<ButtonLink href="/agent">Open another customer</ButtonLink>}
          />
        ) : (
          <UpstreamError problem={balances.problem} />
        )}
      </>
    );
  }

  const data = balances.data;
  const kind = billingKind(data.billingType);
  const currency = data.monetary[0]?.unit ?? "EUR";
  // Remembered after the response: a slow store never holds the page.
  after(() =>
    rememberRecent({
      userId: agent.userId,
      org: agent.org,
      kind: "customer",
      key: `subscription:${data.id}`,
      label: `${data.id} · ${formatMsisdn(data.msisdn)} · ${BILLING_KIND_LABEL[kind]}`,
    }),
  );
  const newHref = `/agent/subscriptions/${encodeURIComponent(data.id)}/movements/new`;

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            Subscription {data.id} <Badge tone={BILLING_KIND_TONE[kind]}>{BILLING_KIND_LABEL[kind]}</Badge>
          </span>
        }
        description={`${formatMsisdn(data.msisdn)} · organization ${data.tenant}`}
        actions={<ButtonLink href={newHref}>New movement</ButtonLink>}
      />
      <Notice value={notice} />
      <div className="space-y-8">
        <CustomerOverview balances={data} usage={usage} range={range} now={now} />
        <CustomerRequests org={agent.org} customerRef={data.id} />
        <Suspense fallback={null}>
          <SimSwapStatus subscriptionId={data.id} />
        </Suspense>
        <VerifyCallerForm subscriptionId={data.id} />
        <section className="space-y-3" aria-labelledby="movements-heading">
          <h2 id="movements-heading" className="text-lg font-semibold text-gray-900">
            Movements
          </h2>
          {movements.ok ? (
            <AgentMovementsTable subscriptionId={data.id} movements={movements.data} currency={currency} />
          ) : (
            <UpstreamError problem={movements.problem} />
          )}
        </section>
        <section className="space-y-3" aria-labelledby="invoices-heading">
          <h2 id="invoices-heading" className="text-lg font-semibold text-gray-900">
            Invoices
          </h2>
          {account ? (
            <p className="text-sm">
              <Link
                className="text-brand-700 hover:underline"
                href={`/agent/accounts/${encodeURIComponent(account)}`}
              >
                Invoices of account {account}
              </Link>
            </p>
          ) : (
            <AccountJump />
          )}
        </section>
      </div>
    </>
  );
}
