import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** `scrypt$<salt hex>$<hash hex>`; used for user passwords and client secrets alike. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, 32);
  return `scrypt$${salt.toString("hex")}$${hash.toString("hex")}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const actual = await scryptAsync(secret, Buffer.from(saltHex, "hex"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Longer passwords are refused before hashing: scrypt over megabytes is a denial of service. */
export const MAX_PASSWORD_LENGTH = 1024;

// A hash of nothing anybody knows: unknown users are checked against it, so they take as long as known ones.
const decoyHash = hashSecret("decoy-password-nobody-has");

/** verifySecret when there is a stored hash; the same work, and false, when there is none. */
export async function verifySecretOrDecoy(secret: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifySecret(secret, stored ?? (await decoyHash));
  return stored !== undefined && matches;
}
