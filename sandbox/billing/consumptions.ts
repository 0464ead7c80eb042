import { asc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Bonus, SubscriptionBalances } from "@/contract/billing";
import { preparedPer } from "@/lib/store/prepared";
import { ApiError } from "../http/errors";
import { executeRows, type SandboxDb } from "../store/db";
import { billingBonuses, billingMonetaryBalances } from "../store/schema";
import { assertOrdered, days, iso, parseQueryDate } from "./dates";
import { out } from "./decimal";
import type { SubscriptionRow } from "./lookup";

/** Prepaid usage detail is kept this long by the operator, and served in windows of at most: */
const PREPAID_DETAIL_RETENTION_DAYS = 90;
const PREPAID_DETAIL_MAX_RANGE_DAYS = 31;
/** Any other subscription: at most one year per request. */
const DETAIL_MAX_RANGE_DAYS = 366;
const DETAIL_DEFAULT_RANGE_DAYS = 30;

/** A subscription's rows of one balance table, in id order: a prepared read of the hottest endpoint. */
function rowsOfSubscription<T extends typeof billingMonetaryBalances | typeof billingBonuses>(
  table: T,
  name: string,
) {
  const query = preparedPer((db: SandboxDb) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(table.subscriptionId, sql.placeholder("subscription")))
      .orderBy(asc(table.id))
      .prepare(name),
  );
  return async (db: SandboxDb, subscription: string) =>
    (await query(db).execute({ subscription })) as T["$inferSelect"][];
}

const monetaryOf = rowsOfSubscription(billingMonetaryBalances, "monetary_balances_of_subscription");
const bonusesOf = rowsOfSubscription(billingBonuses, "bonuses_of_subscription");

export async function readBalances(db: SandboxDb, sub: SubscriptionRow): Promise<SubscriptionBalances> {
  const [monetary, bonuses] = await Promise.all([monetaryOf(db, sub.id), bonusesOf(db, sub.id)]);
  const grouped: SubscriptionBalances["bonuses"] = { data: [], sms: [], voice: [] };
  for (const b of bonuses) {
    const bonus: Bonus = {
      id: b.id,
      initialValue: out(b.initialValue),
      currentValue: out(b.currentValue),
      unit: b.unit,
      activationDatetime: iso(b.activationDatetime),
      expirationDatetime: iso(b.expirationDatetime),
      renovationsCount: b.renovationsCount,
      catalogBonusId: b.catalogBonusId,
      customerBonusId: b.customerBonusId,
      isShared: b.isShared,
    };
    if (b.kind === "data" || b.kind === "sms" || b.kind === "voice") grouped[b.kind].push(bonus);
  }
  return {
    id: sub.id,
    msisdn: sub.msisdn,
    tenant: sub.orgId,
    billingType: sub.billingType,
    monetary: monetary.map((m) => ({
      id: m.id,
      currentValue: out(m.currentValue),
      currentValueWithTaxes: out(m.currentValueWithTaxes),
      unit: m.unit,
      activationDatetime: iso(m.activationDatetime),
      expirationDatetime: m.expirationDatetime,
      counters: m.counters,
    })),
    bonuses: grouped,
  };
}

export interface DetailsQuery {
  type?: string;
  fromDate?: string;
  toDate?: string;
}

/** Validates the filters and applies the period rules (docs/billing-api.md, "Consumption details"). */
export function resolveDetailsPeriod(sub: SubscriptionRow, query: DetailsQuery, now = new Date()) {
  const type = query.type || undefined;
  if (type !== undefined && type !== "data" && type !== "sms" && type !== "voice")
    throw new ApiError(400, "wrongConsumptionType", `type must be data, sms or voice; got "${type}".`);
  const to = parseQueryDate("toDate", query.toDate, "end") ?? now;
  const from =
    parseQueryDate("fromDate", query.fromDate, "start") ??
    new Date(to.getTime() - days(DETAIL_DEFAULT_RANGE_DAYS));
  assertOrdered(from, to);
  const span = to.getTime() - from.getTime();

  if (sub.billingType === 1) {
    const oldest = new Date(now.getTime() - days(PREPAID_DETAIL_RETENTION_DAYS));
    if (from.getTime() < oldest.getTime() || span > days(PREPAID_DETAIL_MAX_RANGE_DAYS))
      throw new ApiError(
        400,
        "wrongPrepaidRequestedPeriod",
        `Prepaid consumption details are served from ${iso(oldest)} to now, at most ${PREPAID_DETAIL_MAX_RANGE_DAYS} days per request; requested ${iso(from)} to ${iso(to)}.`,
      );
  } else if (span > days(DETAIL_MAX_RANGE_DAYS)) {
    throw new ApiError(
      400,
      "wrongRequestedPeriod",
      `A consumption details request covers at most ${DETAIL_MAX_RANGE_DAYS} days.`,
    );
  }
  return { type, from, to };
}

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The details body, built as JSON by Postgres: a busy month is thousands of rows, and aggregating
 * in SQL skips decoding each row into JS objects and encoding it again. trim_scale() writes the
 * numeric(30,8) values as exact JSON numbers without trailing zeros, like the rest of the API.
 */
export async function readDetailsJson(
  db: SandboxDb,
  sub: SubscriptionRow,
  period: { type?: string; from: Date; to: Date },
): Promise<string> {
  const kindFilter = period.type ? sql`and kind = ${period.type}` : sql``;
  const rows = await executeRows<{ kind: string; items: string }>(
    db,
    sql`
    select kind, json_agg(json_build_object(
        'id', id, 'originNumber', origin_number, 'destinationNumber', destination_number,
        'initialDate', to_char(initial_date at time zone 'UTC', ${sql.raw(ISO_MS)}),
        'usage', trim_scale(usage), 'unit', unit, 'costWithoutTaxes', trim_scale(cost_without_taxes),
        'taxPercentage', trim_scale(tax_percentage), 'ratingCaseCategory', rating_case_category,
        'debitCase', debit_case, 'debitCatalogId', debit_catalog_id, 'debitCustomerId', debit_customer_id
      ) order by initial_date desc, id desc)::text as items
    from sandbox.billing_cdrs
    where subscription_id = ${sub.id} and initial_date >= ${period.from.toISOString()}::timestamptz
      and initial_date <= ${period.to.toISOString()}::timestamptz ${kindFilter}
    group by kind`,
  );
  const byKind = new Map(rows.map((r) => [r.kind, r.items]));
  return `{"data":${byKind.get("data") ?? "[]"},"sms":${byKind.get("sms") ?? "[]"},"voice":${byKind.get("voice") ?? "[]"}}`;
}
