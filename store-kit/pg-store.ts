import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withAdvisoryLock } from "./advisory-lock";
import { type StoreTimeouts, storeUnavailable } from "./unavailable";

export interface PgStore<S extends Record<string, unknown>> {
  db: PgDatabase<PgQueryResultHKT, S>;
  kind: "pglite" | "postgres";
  /** Runs `work` alone among every process opening this store (migrations, seeding). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgStoreOptions<S extends Record<string, unknown>> {
  schema: S;
  /** The migrations folder and the table that records them (drizzle schema "drizzle"). */
  migrations: { folder: string; table: string };
  /** Names the advisory lock that keeps processes opening one PostgreSQL database from migrating together. */
  lockName: string;
  /** PostgreSQL connection string; when absent, embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Runs before migrating, under the lock (the sandbox's `--reset` drops everything here). */
  beforeMigrate?: (db: PgDatabase<PgQueryResultHKT, S>) => Promise<void>;
  /** Bounds of every PostgreSQL call; none when absent (the sandbox seeds in long statements). */
  timeouts?: StoreTimeouts;
}

function poolOf(databaseUrl: string, timeouts: StoreTimeouts | undefined): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      // A server that stopped answering never cancels anything: the client gives up a second later.
      query_timeout: timeouts.statementMs + 1_000,
    }),
  });
  // An idle connection dropped by the server must not end the process; the next call reconnects.
  pool.on("error", (error) => console.error("[store] idle connection lost", error.message));
  return pool;
}

/** The one way the portal and the sandbox open their stores: same drivers, same migrations, same lock. */
export async function openPgStore<S extends Record<string, unknown>>(
  options: PgStoreOptions<S>,
): Promise<PgStore<S>> {
  const { schema, migrations } = options;
  const config = {
    migrationsFolder: migrations.folder,
    migrationsSchema: "drizzle",
    migrationsTable: migrations.table,
  };
  if (options.databaseUrl) {
    const pool = poolOf(options.databaseUrl, options.timeouts);
    const db = drizzleNodePg(pool, { schema, casing: "snake_case" }) as unknown as PgStore<S>["db"];
    const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, options.lockName, work);
    try {
      await exclusive(async () => {
        await options.beforeMigrate?.(db);
        await migrateNodePg(db as never, config);
      });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw storeUnavailable(error) ?? error;
    }
    return { db, kind: "postgres", exclusive, close: () => pool.end() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(path.resolve(options.dataDir));
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as PgStore<S>["db"];
  await options.beforeMigrate?.(db);
  await migratePglite(db as never, config);
  return { db, kind: "pglite", exclusive: (work) => work(), close: () => client.close() };
}
