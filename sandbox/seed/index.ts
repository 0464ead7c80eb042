import { count } from "drizzle-orm";
import { inTransaction, type SandboxDb } from "../store/db";
import { orgs } from "../store/schema";
import { seedBilling } from "./billing";
import { seedIdentity } from "./identity";
import { seedTicketing } from "./ticketing";

/** Seeds the demo data into an empty store; a store that has data is left as it is. */
export async function seedIfEmpty(db: SandboxDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(orgs);
  if (row && row.n > 0) return false;
  await inTransaction(db, async (tx) => {
    await seedIdentity(tx);
    await seedBilling(tx);
    await seedTicketing(tx);
  });
  return true;
}
