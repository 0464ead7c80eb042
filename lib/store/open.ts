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
import * as schema from "./schema";

export type PortalDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PortalStore {
  db: PortalDb;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

// Resolved from the working directory: inside the Next.js server bundle import.meta.url is not the source file.
const migrationConfig = {
  migrationsFolder: path.resolve("lib/store/migrations"),
  migrationsSchema: "drizzle",
  migrationsTable: "__portal_migrations",
};

/** Embedded PGlite in `dataDir` by default; PostgreSQL when a connection string is given. Migrates on open. */
export async function openPortalStore(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<PortalStore> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema, casing: "snake_case" }) as unknown as PortalDb;
    await withAdvisoryLock(pool, "portal-migrations", () => migrateNodePg(db as never, migrationConfig));
    return { db, kind: "postgres", close: () => pool.end() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(path.resolve(options.dataDir));
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as PortalDb;
  await migratePglite(db as never, migrationConfig);
  return { db, kind: "pglite", close: () => client.close() };
}
