import { eq } from "drizzle-orm";
import { hashSecret } from "../auth/passwords";
import type { SandboxConfig } from "../config";
import type { SandboxDb } from "../store/db";
import { clients } from "../store/schema";

/**
 * The portal's clients authenticate with the secrets this start was given, whatever an earlier start
 * stored: `npm start` generates them per checkout, `npm run sandbox` keeps the published demo values.
 */
export async function applyClientSecrets(db: SandboxDb, secrets: SandboxConfig["clientSecrets"]) {
  for (const [id, secret] of Object.entries(secrets))
    await db
      .update(clients)
      .set({ secretHash: await hashSecret(secret) })
      .where(eq(clients.id, id));
}
