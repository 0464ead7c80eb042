import { and, eq } from "drizzle-orm";
import type { SandboxDb } from "../store/db";
import { networkConsents } from "../store/schema";
import type { Line } from "./lines";

/** The line's consents for one client and purpose covering exactly these scopes (order and repeats aside). */
export async function consentsFor(
  db: SandboxDb,
  line: Pick<Line, "orgId" | "msisdn">,
  wanted: { clientId: string; purpose: string; scopes: readonly string[] },
) {
  const scopes = [...new Set(wanted.scopes)].sort();
  const rows = await db
    .select()
    .from(networkConsents)
    .where(
      and(
        eq(networkConsents.orgId, line.orgId),
        eq(networkConsents.msisdn, line.msisdn),
        eq(networkConsents.clientId, wanted.clientId),
        eq(networkConsents.purpose, wanted.purpose),
      ),
    );
  return { scopes, rows: rows.filter((r) => r.scopes.join(" ") === scopes.join(" ")) };
}
