import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import { auditOrgs, chainBreakMessage, verifyAuditChain } from "./audit-chain";
import { openPortalStore } from "./open";

// npm run audit:verify [-- <org>]: walks each org's audit chain; exits 1 at the first broken link. Keyed
// entries are checked with AUDIT_CHAIN_KEY (or the checkout's .data/audit-chain-key, lib/store/audit-key.ts).
const store = await openPortalStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PORTAL_DATA_DIR ?? ".data/portal",
});
const only = process.argv[2];
const words = createTranslator({ locale: "en", messages: en, namespace: "Audit.chain" });
let isBroken = false;
let total = 0;
const orgs = only ? [only] : await auditOrgs(store.db);
for (const org of orgs) {
  const report = await verifyAuditChain(store.db, org);
  total += report.checked;
  const older = [
    report.unkeyed ? `${report.unkeyed} hashed before the chain was keyed` : "",
    report.unchained ? `${report.unchained} older entries written before the chain` : "",
  ].filter(Boolean);
  const legacy = older.length ? ` (${older.join("; ")})` : "";
  if (report.broken) {
    isBroken = true;
    const { key, values } = chainBreakMessage(report.broken);
    console.log(`[audit] ${org}: BROKEN, ${words(key, values)}`);
  } else console.log(`[audit] ${org}: ${report.checked} entries verified${legacy}`);
}
// Always a count, so an emptied store reads as "0 entries", never as silence.
console.log(
  `[audit] ${isBroken ? "BROKEN" : "OK"}: ${total} entries verified in ${orgs.length} ${orgs.length === 1 ? "org" : "orgs"}`,
);
await store.close();
process.exit(isBroken ? 1 : 0);
