import { sql } from "drizzle-orm";
import { addMonths, startOfMonth } from "../billing/dates";
import type { SandboxDb } from "../store/db";
import {
  billingBonuses,
  type billingCdrs,
  billingInvoices,
  billingMonetaryBalances,
  billingMovements,
  billingRefunds,
  sequences,
} from "../store/schema";
import { balancesOf } from "./billing/balances";
import { rateUsage } from "./billing/cdrs";
import { buildLedger } from "./billing/ledger";
import { subscriptionPlans } from "./billing/plans";
import { SEED_NOW } from "./clock";
import { demoSubscriptions } from "./identity";

/** Inserts in chunks: PGlite and PostgreSQL take at most 65535 bind parameters per statement. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

type CdrInsert = typeof billingCdrs.$inferInsert;

const CDR_COLUMNS = [
  ["id", "text"],
  ["subscription_id", "text"],
  ["kind", "text"],
  ["origin_number", "text"],
  ["destination_number", "text"],
  ["initial_date", "timestamptz"],
  ["usage", "numeric"],
  ["unit", "text"],
  ["cost_without_taxes", "numeric"],
  ["tax_percentage", "numeric"],
  ["rating_case_category", "text"],
  ["debit_case", "text"],
  ["debit_catalog_id", "text"],
  ["debit_customer_id", "text"],
] as const;

/**
 * Tens of thousands of CDRs: one statement per 10,000 rows whose single parameter is a JSON array of
 * row arrays; PGlite digests that an order of magnitude faster than a VALUES list.
 */
async function insertCdrs(db: SandboxDb, rows: CdrInsert[]) {
  const names = sql.raw(CDR_COLUMNS.map(([name]) => name).join(", "));
  const picks = sql.raw(CDR_COLUMNS.map(([, type], i) => `(j->>${i})::${type}`).join(", "));
  await insertChunked(rows, 10_000, async (chunk) => {
    const json = JSON.stringify(
      chunk.map((r) => [
        r.id,
        r.subscriptionId,
        r.kind,
        r.originNumber,
        r.destinationNumber,
        r.initialDate.toISOString(),
        r.usage,
        r.unit,
        r.costWithoutTaxes,
        r.taxPercentage,
        r.ratingCaseCategory,
        r.debitCase,
        r.debitCatalogId,
        r.debitCustomerId,
      ]),
    );
    await db.execute(
      sql`insert into sandbox.billing_cdrs (${names}) select ${picks} from jsonb_array_elements(${json}::jsonb) j`,
    );
  });
}

/** Four months of usage, balances, movements and invoices for every demo subscription. */
export async function seedBilling(db: SandboxDb, now = SEED_NOW) {
  const subs = demoSubscriptions.flatMap((s) => {
    const plan = subscriptionPlans.find((p) => p.subscriptionId === s.id);
    return plan
      ? [
          {
            id: s.id,
            orgId: s.orgId,
            accountId: s.accountId,
            billingType: s.billingType,
            msisdn: s.msisdn,
            plan,
          },
        ]
      : [];
  });
  const rated = rateUsage(subs, addMonths(startOfMonth(now), -3), now);
  const ledger = buildLedger(subs, rated, now);
  const balances = subs.map((s) => balancesOf(s.plan, s.billingType, rated, now));

  await insertCdrs(db, rated.rows);
  await db.insert(billingMonetaryBalances).values(balances.flatMap((b) => b.monetary));
  await db.insert(billingBonuses).values(balances.flatMap((b) => b.bonuses));
  await insertChunked(ledger.movements, 1000, (chunk) => db.insert(billingMovements).values(chunk));
  await db.insert(billingInvoices).values(ledger.invoices);
  if (ledger.refunds.length) await db.insert(billingRefunds).values(ledger.refunds);
  const sequenceRows = ledger.sequenceRows();
  if (sequenceRows.length) await db.insert(sequences).values(sequenceRows);
}
