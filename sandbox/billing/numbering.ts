import { sql } from "drizzle-orm";
import { executeRows, type SandboxDb } from "../store/db";

/** Next fiscal number of a per-org series and year, e.g. R2026-000001; atomic under concurrency. */
export async function nextInvoiceNumber(
  db: SandboxDb,
  org: string,
  series: string,
  date: Date,
): Promise<string> {
  const year = date.getUTCFullYear();
  const name = `${series}-${year}`;
  const [row] = await executeRows<{ value: number | string }>(
    db,
    sql`
    insert into sandbox.sequences (org_id, name, next_value) values (${org}, ${name}, 2)
    on conflict (org_id, name) do update set next_value = sandbox.sequences.next_value + 1
    returning next_value - 1 as value`,
  );
  if (row === undefined) throw new Error(`sequence ${name} of ${org} returned no value`);
  return `${series}${year}-${String(row.value).padStart(6, "0")}`;
}
