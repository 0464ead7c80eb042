import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import { auditOrgs, chainBreakMessage, verifyAuditChain } from "./audit-chain";
import { openPortalStore } from "./open";

// npm run audit:verify [-- <org>]: walks each org's audit chain; exits 1 at the first broken link.
const store = await openPortalStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PORTAL_DATA_DIR ?? ".data/portal",
});
const only = process.argv[2];
const words = createTranslator({ locale: "en", messages: en, namespace: "Audit.chain" });
let isBroken = false;
for (const org of only ? [only] : await auditOrgs(store.db)) {
  const report = await verifyAuditChain(store.db, org);
  const legacy = report.unchained ? ` (${report.unchained} older entries written before the chain)` : "";
  if (report.broken) {
    isBroken = true;
    const { key, values } = chainBreakMessage(report.broken);
    console.log(`[audit] ${org}: BROKEN, ${words(key, values)}`);
  } else console.log(`[audit] ${org}: ${report.checked} entries verified${legacy}`);
}
await store.close();
process.exit(isBroken ? 1 : 0);
