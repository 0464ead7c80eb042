import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The key a checkout without one uses (development, tests): published here, so refused in production. */
export const DEVELOPMENT_AUDIT_CHAIN_KEY = "development-only-audit-chain-key-0123456789";

let resolved: string | undefined;

/**
 * The secret the audit chain is keyed with (HMAC), kept outside the database: `AUDIT_CHAIN_KEY`, else the
 * checkout's `.data/audit-chain-key` (written by `npm start`, so `npm run audit:verify` run by hand checks
 * with the key the portal wrote with), else the development key. Production requires the variable
 * (lib/env.ts).
 */
export function auditChainKey(): string {
  resolved ??= process.env.AUDIT_CHAIN_KEY || checkoutKey() || DEVELOPMENT_AUDIT_CHAIN_KEY;
  return resolved;
}

function checkoutKey(): string | undefined {
  const file = path.resolve(".data/audit-chain-key");
  return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
}
