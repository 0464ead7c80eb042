import type pg from "pg";

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name`: processes starting together
 * on one database (several portal or sandbox instances) migrate and seed one after the other instead of
 * racing on `CREATE SCHEMA`. The lock lives on one pooled connection; `work` may use the others.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  } finally {
    client.release();
  }
}
