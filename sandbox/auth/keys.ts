import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { SandboxDb } from "../store/db";
import { signingKeys } from "../store/schema";

export const SIGNING_ALG = "ES256";
export const TOKEN_ISSUER = "operator-sandbox";
export const TOKEN_AUDIENCE = "operator-apis";

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** Loads the active signing key, creating one on first start. */
export async function loadSigningKey(db: SandboxDb): Promise<SigningKey> {
  const [row] = await db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.active, true))
    .orderBy(desc(signingKeys.createdAt))
    .limit(1);
  if (row)
    return { kid: row.kid, privateKey: (await importJWK(row.privateJwk as JWK, SIGNING_ALG)) as CryptoKey };

  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  await db.insert(signingKeys).values({ kid, alg: SIGNING_ALG, privateJwk, publicJwk }).onConflictDoNothing();
  return loadSigningKey(db);
}

export async function publicJwks(db: SandboxDb): Promise<{ keys: JWK[] }> {
  const rows = await db.select({ publicJwk: signingKeys.publicJwk }).from(signingKeys);
  return { keys: rows.map((r) => r.publicJwk as JWK) };
}
