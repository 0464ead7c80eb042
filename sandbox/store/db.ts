import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withAdvisoryLock } from "../../lib/store/advisory-lock";
import * as schema from "./schema";

export type SandboxDb = PgDatabase<PgQueryResultHKT, typeof schema>;

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

export interface SandboxStore {
  db: SandboxDb;
  kind: "pglite" | "postgres";
  /** Runs `work` alone among every process opening this store (migrations, seeding). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const migrationConfig = {
  migrationsFolder,
  migrationsSchema: "drizzle",
  migrationsTable: "__sandbox_migrations",
};

export interface StoreOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite store in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Drop everything first (the `--reset` flag). */
  reset?: boolean;
}

export async function openStore(options: StoreOptions): Promise<SandboxStore> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema, casing: "snake_case" }) as unknown as SandboxDb;
    const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, "sandbox-migrations", work);
    await exclusive(async () => {
      if (options.reset) await dropEverything(db);
      await migrateNodePg(db as never, migrationConfig);
    });
    return { db, kind: "postgres", exclusive, close: () => pool.end() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as SandboxDb;
  if (options.reset) await dropEverything(db);
  await migratePglite(db as never, migrationConfig);
  return { db, kind: "pglite", exclusive: (work) => work(), close: () => client.close() };
}

async function dropEverything(db: SandboxDb) {
  await db.execute(sql`drop schema if exists sandbox cascade`);
  await db.execute(sql`drop table if exists drizzle.__sandbox_migrations`);
}
