import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type {
  AdministrationOperationResponse,
  OperationResult,
  SubscriptionAdminState,
} from "../../../contract/operations";
import { trimDecimal } from "../../http/json";
import { findInOrg, inTransaction, type SandboxDb } from "../../store/db";
import {
  administrationOperations,
  billingMonetaryBalances,
  operationIdempotencyKeys,
  subscriptionBonuses,
  subscriptions,
} from "../../store/schema";
import { billPurchases } from "./billing";
import type { ParsedRow } from "./csv";
import { applyRow, type CatalogFacts, type SubscriptionState } from "./rules";

/** Another request with the same idempotency key committed first: the caller replays its outcome. */
export class IdempotencyKeyTaken extends Error {}

const CHUNK = 1000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Runs a validated file in one transaction: the referenced subscriptions of the org are read (and
 * locked) in chunks, rows are applied in memory in file order, and only the final state of each
 * changed subscription is written back in bulk, so a 10,000-row file costs a handful of statements.
 */
export async function runOperations(
  db: SandboxDb,
  input: {
    org: string;
    actorSub: string;
    fileName: string | null;
    rows: ParsedRow[];
    /** A customer's rows by number: what each ADD_BONUS costs (staff grants are absent: free), a plan's payment type. */
    catalogFacts?: ReadonlyMap<number, CatalogFacts>;
    idempotency?: { key: string; fingerprint: string; now: Date };
  },
): Promise<AdministrationOperationResponse> {
  const operationId = `op_${randomUUID().replaceAll("-", "")}`;
  return inTransaction(db, async (tx) => {
    if (input.idempotency) {
      const taken = await tx
        .insert(operationIdempotencyKeys)
        .values({
          orgId: input.org,
          subject: input.actorSub,
          key: input.idempotency.key,
          fingerprint: input.idempotency.fingerprint,
          operationId,
          createdAt: input.idempotency.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!taken.length) throw new IdempotencyKeyTaken();
    }
    const ids = [...new Set(input.rows.map((r) => r.data.subscription_id))];
    const states = new Map<string, SubscriptionState>();
    for (const part of chunks(ids)) {
      const found = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.orgId, input.org), inArray(subscriptions.id, part)))
        .orderBy(subscriptions.id)
        .for("update");
      for (const s of found)
        states.set(s.id, {
          status: s.status === "suspended" ? "suspended" : "active",
          statusReason: s.statusReason,
          plan: s.planName,
          billingType: s.billingType,
          creditLimit: s.creditLimit === null ? null : trimDecimal(s.creditLimit),
          bonuses: new Set(),
          addedBonuses: new Set(),
          balanceWithTaxes: null,
          purchases: [],
          changed: false,
        });
    }
    if ([...(input.catalogFacts?.values() ?? [])].some((f) => f.purchase))
      await readPrepaidBalances(tx, states);
    for (const part of chunks([...states.keys()])) {
      const bonuses = await tx
        .select()
        .from(subscriptionBonuses)
        .where(inArray(subscriptionBonuses.subscriptionId, part));
      for (const b of bonuses) states.get(b.subscriptionId)?.bonuses.add(b.bonusCatalogId);
    }

    const results: OperationResult[] = input.rows.map(({ row, data }) => ({
      row,
      operation: data.operation,
      subscription_id: data.subscription_id,
      ...applyRow(
        states.get(data.subscription_id),
        data,
        purchaseOf(input.catalogFacts, row),
        input.catalogFacts?.get(row)?.toPrepaid ?? null,
      ),
    }));

    const receivedAt = new Date();
    const changed = [...states.entries()].filter(([, s]) => s.changed);
    for (const part of chunks(changed)) {
      const values = sql.join(
        part.map(([id, s]) => sql`(${id}, ${s.status}, ${s.statusReason}, ${s.plan}, ${s.creditLimit})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${subscriptions} as s
        set status = v.status, status_reason = v.reason, plan_name = v.plan, credit_limit = v.credit_limit::numeric
        from (values ${values}) as v(id, status, reason, plan, credit_limit)
        where s.id = v.id`);
    }
    const added = [...states.entries()].flatMap(([id, s]) =>
      [...s.addedBonuses].map((bonusCatalogId) => ({
        subscriptionId: id,
        bonusCatalogId,
        addedAt: receivedAt,
        operationId,
      })),
    );
    for (const part of chunks(added)) await tx.insert(subscriptionBonuses).values(part);
    await billPurchases(tx, { org: input.org, operationId, at: receivedAt, states });

    const succeeded = results.filter((r) => r.status === "SUCCEEDED").length;
    const response: AdministrationOperationResponse = {
      operation_id: operationId,
      org: input.org,
      file_name: input.fileName,
      received_at: receivedAt.toISOString(),
      received: results.length,
      succeeded,
      failed: results.length - succeeded,
      results,
    };
    await tx.insert(administrationOperations).values({
      id: operationId,
      orgId: input.org,
      actorSub: input.actorSub,
      fileName: input.fileName,
      receivedAt,
      received: response.received,
      succeeded,
      failed: response.failed,
      results,
    });
    return response;
  });
}

const purchaseOf = (facts: ReadonlyMap<number, CatalogFacts> | undefined, row: number) => {
  const purchase = facts?.get(row)?.purchase;
  return purchase ? { ...purchase, row } : null;
};

/** The main balance of each prepaid line, so a purchase is judged against it (and debited from it). */
async function readPrepaidBalances(tx: SandboxDb, states: Map<string, SubscriptionState>) {
  const prepaid = [...states.entries()].filter(([, s]) => s.billingType === 1).map(([id]) => id);
  for (const part of chunks(prepaid)) {
    const rows = await tx
      .select()
      .from(billingMonetaryBalances)
      .where(inArray(billingMonetaryBalances.subscriptionId, part))
      .for("update");
    for (const b of rows) {
      const state = states.get(b.subscriptionId);
      if (state && b.id.endsWith("-MAIN")) state.balanceWithTaxes = trimDecimal(b.currentValueWithTaxes);
    }
  }
}

/** The key an org's subject sent before, if the sandbox still remembers it (24 h by its clock). */
export async function findIdempotencyKey(
  db: SandboxDb,
  input: { org: string; subject: string; key: string; now: Date; ttlMs: number },
) {
  const where = and(
    eq(operationIdempotencyKeys.orgId, input.org),
    eq(operationIdempotencyKeys.subject, input.subject),
    eq(operationIdempotencyKeys.key, input.key),
  );
  const [found] = await db.select().from(operationIdempotencyKeys).where(where);
  if (!found) return undefined;
  if (found.createdAt.getTime() + input.ttlMs > input.now.getTime()) return found;
  await db.delete(operationIdempotencyKeys).where(where);
  return undefined;
}

export async function readOperation(
  db: SandboxDb,
  org: string,
  operationId: string,
  /** A customer reads only the operations they sent. */
  onlyBy?: string,
): Promise<AdministrationOperationResponse | undefined> {
  const row = await findInOrg(db, administrationOperations, org, operationId);
  if (!row || (onlyBy !== undefined && row.actorSub !== onlyBy)) return undefined;
  return {
    operation_id: row.id,
    org: row.orgId,
    file_name: row.fileName,
    received_at: row.receivedAt.toISOString(),
    received: row.received,
    succeeded: row.succeeded,
    failed: row.failed,
    results: row.results as OperationResult[],
  };
}

export async function readAdminState(
  db: SandboxDb,
  org: string,
  subscriptionId: string,
): Promise<SubscriptionAdminState | undefined> {
  const s = await findInOrg(db, subscriptions, org, subscriptionId);
  if (!s) return undefined;
  const bonuses = await db
    .select()
    .from(subscriptionBonuses)
    .where(eq(subscriptionBonuses.subscriptionId, s.id))
    .orderBy(subscriptionBonuses.addedAt, subscriptionBonuses.bonusCatalogId);
  return {
    subscription_id: s.id,
    org: s.orgId,
    status: s.status === "suspended" ? "suspended" : "active",
    status_reason: s.statusReason,
    plan: s.planName,
    credit_limit: s.creditLimit === null ? null : trimDecimal(s.creditLimit),
    bonuses: bonuses.map((b) => ({ bonus_catalog_id: b.bonusCatalogId, added_at: b.addedAt.toISOString() })),
  };
}
