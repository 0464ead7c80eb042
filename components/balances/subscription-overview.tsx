import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader, SectionCard } from "@/components/ui/card";
import type { Invoice } from "@/contract/billing";
import { billingKind } from "@/lib/balances/billing-kind";
import { followProblem } from "@/lib/customer/access";
import { lastInvoiceOf, type SubscriptionLoads } from "@/lib/customer/overview";
import type { Loaded } from "@/lib/errors/problem";
import { fetchedAtOf } from "@/lib/operator/session-cache";
import { formatPhoneNumber } from "@/lib/phone-display";
import { FiguresAsOf } from "../ui/figures-as-of";
import { UpstreamError } from "../ui/upstream-error";
import { BonusList } from "./bonus-list";
import { LastInvoice } from "./last-invoice";
import { MonetaryBalances } from "./monetary-balances";
import { PeriodCharges } from "./period-charges";
import { BILLING_KIND_TONE } from "./subscription-labels";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One subscription on the overview. The layout follows billingType: prepaid leads with the balance
 * and bonuses, postpaid with this period's charges and the last invoice, landline with its bill.
 */
export async function SubscriptionOverview({
  loads,
  invoices,
  now,
}: {
  loads: SubscriptionLoads;
  invoices: Promise<Loaded<Invoice[]>>;
  now: Date;
}) {
  const [balances, movements, invoiceList, t] = await Promise.all([
    loads.balances,
    loads.movements,
    invoices,
    getTranslations("Overview"),
  ]);
  if (!balances.ok) {
    const problem = await followProblem(balances.problem);
    return (
      <SectionCard title={t("line", { id: loads.subscriptionId })}>
        <UpstreamError problem={problem} />
      </SectionCard>
    );
  }
  const { data } = balances;
  const kind = billingKind(data.billingType);
  const currency = data.monetary[0]?.unit ?? "EUR";
  const query = `sub=${encodeURIComponent(data.id)}`;

  const bonuses = (
    <Section title={t("bonuses")}>
      <BonusList balances={data} now={now} />
    </Section>
  );
  const charges = movements.ok ? (
    <PeriodCharges movements={movements.data} subscriptionId={data.id} currency={currency} />
  ) : (
    <UpstreamError problem={movements.problem} />
  );
  const invoice = invoiceList.ok ? (
    <LastInvoice
      invoice={lastInvoiceOf(invoiceList.data, data.id)}
      title={kind === "landline" ? t("yourLastBill") : t("lastInvoice")}
    />
  ) : (
    <UpstreamError problem={invoiceList.problem} />
  );

  return (
    <Card data-testid={`subscription-${data.id}`}>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums" data-testid="msisdn">
              {formatPhoneNumber(data.msisdn)}
            </span>
            <Badge tone={BILLING_KIND_TONE[kind]}>{t(`kind.${kind}`)}</Badge>
          </span>
        }
        description={t("line", { id: data.id })}
        actions={
          <nav
            aria-label={t("shortcuts", { msisdn: formatPhoneNumber(data.msisdn) })}
            className="flex gap-3 text-sm font-medium"
          >
            <Link className="text-brand-700 hover:underline" href={`/customer/usage?${query}`}>
              {t("usage")}
            </Link>
            <Link className="text-brand-700 hover:underline" href={`/customer/movements?${query}`}>
              {t("movements")}
            </Link>
          </nav>
        }
      />
      <CardBody className="grid gap-6 md:grid-cols-2">
        {kind === "prepaid" ? (
          <>
            <Section title={t("balance")}>
              <MonetaryBalances balances={data.monetary} now={now} kind={kind} />
            </Section>
            {bonuses}
          </>
        ) : (
          <>
            <div className="space-y-6">
              <Section title={kind === "landline" ? t("yourBill") : t("thisPeriod")}>
                {charges}
                {invoice}
              </Section>
              {data.monetary.length > 0 ? (
                <Section title={kind === "other" ? t("balance") : t("outsideBundles")}>
                  <MonetaryBalances balances={data.monetary} now={now} kind={kind} />
                </Section>
              ) : null}
            </div>
            {bonuses}
          </>
        )}
        <div className="md:col-span-2">
          <FiguresAsOf at={fetchedAtOf(data)} />
        </div>
      </CardBody>
    </Card>
  );
}
