import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { openPgStore, type PgStore } from "../../store-kit/pg-store";
import { preparedPer } from "../../store-kit/prepared";
import * as schema from "./schema";

export type SandboxDb = PgStore<typeof schema>["db"];

/** Runs work in one transaction, handing it the transaction as a SandboxDb. */
export function inTransaction<T>(db: SandboxDb, work: (tx: SandboxDb) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as SandboxDb));
}

/** The rows of a raw statement, whichever driver ran it. */
export async function executeRows<T>(db: SandboxDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A unique index refused the write (SQLSTATE 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type SandboxStore = PgStore<typeof schema>;

export interface StoreOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite store in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Drop everything first (the `--reset` flag). */
  reset?: boolean;
}

export function openStore({ reset, ...options }: StoreOptions): Promise<SandboxStore> {
  return openPgStore({
    schema,
    migrations: {
      folder: path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations"),
      table: "__sandbox_migrations",
    },
    lockName: "sandbox-migrations",
    beforeMigrate: reset ? dropEverything : undefined,
    ...options,
  });
}

async function dropEverything(db: SandboxDb) {
  await db.execute(sql`drop schema if exists sandbox cascade`);
  await db.execute(sql`drop table if exists drizzle.__sandbox_migrations`);
}

/** A table whose rows belong to one org and have an id. */
type OrgTable = PgTable & { orgId: AnyPgColumn; id: AnyPgColumn };

const findInOrgQueries = new Map<PgTable, ReturnType<typeof prepareFindInOrg>>();

function prepareFindInOrg(table: OrgTable) {
  const { schema: schemaName, name } = getTableConfig(table);
  return preparedPer((db: SandboxDb) =>
    db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.orgId, sql.placeholder("org")), eq(table.id, sql.placeholder("id"))))
      .prepare(`find_in_org_${schemaName ?? "public"}_${name}`),
  );
}

/** PostgreSQL text cannot hold NUL: an id with one names no row, and a query with it would fail instead. */
export const namesNoRow = (...ids: readonly string[]) => ids.some((id) => id.includes("\0"));

/** `eq(column, id)` for an id from a request: an id holding NUL matches nothing instead of failing the query. */
export const idEquals = (column: AnyPgColumn, id: string): SQL =>
  namesNoRow(id) ? sql`false` : eq(column, id);

/** One row of the org by its id, or undefined: another org's id reads exactly like an unknown one. */
export async function findInOrg<T extends OrgTable>(
  db: SandboxDb,
  table: T,
  org: string,
  id: string,
): Promise<T["$inferSelect"] | undefined> {
  if (namesNoRow(org, id)) return undefined;
  let query = findInOrgQueries.get(table);
  if (!query) {
    query = prepareFindInOrg(table);
    findInOrgQueries.set(table, query);
  }
  const rows = await query(db).execute({ org, id });
  return rows[0] as T["$inferSelect"] | undefined;
}
