import { count } from "drizzle-orm";
import type { SandboxDb } from "../store/db";
import { orgs } from "../store/schema";
import { seedBilling } from "./billing";
import { seedIdentity } from "./identity";
import { seedTicketing } from "./ticketing";

/** Seeds the demo data into an empty store; a store that has data is left as it is. */
export async function seedIfEmpty(db: SandboxDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(orgs);
  if (row && row.n > 0) return false;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as SandboxDb;
    await seedIdentity(txDb);
    await seedBilling(txDb);
    await seedTicketing(txDb);
  });
  return true;
}
