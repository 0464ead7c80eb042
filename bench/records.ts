import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { SandboxDb } from "../sandbox/store/db";
import { billingCdrs } from "../sandbox/store/schema";

/** A month with no seeded usage, filled with synthetic records so that the month holds exactly N. */
export const BENCH_MONTH = { from: "2024-01-01", to: "2024-01-31" };
const MONTH_START = Date.parse("2024-01-01T00:00:00Z");
const MONTH_MS = 30 * 86_400_000;

const KINDS = [
  { kind: "data", unit: "byte", usage: "1048576", category: "DATA_NATIONAL" },
  { kind: "sms", unit: "sms", usage: "1", category: "SMS_NATIONAL" },
  { kind: "voice", unit: "second", usage: "95", category: "VOICE_NATIONAL" },
] as const;

/** Adds records to `subscriptionId` until its bench month holds `count` of them. */
export async function fillMonth(db: SandboxDb, subscriptionId: string, msisdn: string, count: number) {
  const where = and(
    eq(billingCdrs.subscriptionId, subscriptionId),
    gte(billingCdrs.initialDate, new Date(MONTH_START)),
    lt(billingCdrs.initialDate, new Date(MONTH_START + 31 * 86_400_000)),
  );
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(billingCdrs).where(where);
  for (let i = row?.n ?? 0; i < count; ) {
    const batch = [];
    for (const end = Math.min(count, i + 2_000); i < end; i++) {
      const shape = KINDS[i % 3] ?? KINDS[0];
      batch.push({
        id: `BENCH-${subscriptionId}-${i}`,
        subscriptionId,
        kind: shape.kind,
        originNumber: msisdn,
        destinationNumber: shape.kind === "data" ? "" : `+34600${String(i % 100_000).padStart(6, "0")}`,
        initialDate: new Date(MONTH_START + Math.floor((i * MONTH_MS) / count)),
        usage: shape.usage,
        unit: shape.unit,
        costWithoutTaxes: "0.01",
        taxPercentage: "21",
        ratingCaseCategory: shape.category,
        debitCase: "RATING_PLAN",
        debitCatalogId: "PLAN",
        debitCustomerId: "",
      });
    }
    await db.insert(billingCdrs).values(batch);
  }
}
