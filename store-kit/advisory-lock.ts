import type pg from "pg";

/**
 * How long a process waits for another to finish migrating: longer than a store call's bound
 * (store-kit/unavailable.ts), which would otherwise cancel the wait of instances starting together.
 */
const LOCK_WAIT_MS = 120_000;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name`: processes starting together
 * on one database (several portal or sandbox instances) migrate and seed one after the other instead of
 * racing on `CREATE SCHEMA`. The lock lives on one pooled connection; `work` may use the others.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select set_config('statement_timeout', $1, false)", [String(LOCK_WAIT_MS)]);
    await client.query({
      text: "select pg_advisory_lock(hashtext($1))",
      values: [name],
      query_timeout: LOCK_WAIT_MS + 1_000,
    } as pg.QueryConfig); // pg reads query_timeout per query too; its types leave it out
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  } finally {
    // Back to the connection's own bound before it returns to the pool.
    await client.query("reset statement_timeout").catch(() => undefined);
    client.release();
  }
}
