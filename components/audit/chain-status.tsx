import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui";
import { chainBreakMessage, verifyAuditChain } from "@/lib/store/audit-chain";
import { portalDb } from "@/lib/store/db";

/** Re-checks the org's hash chain on every view and names the first broken link. */
export async function ChainStatus({ org }: { org: string }) {
  const [report, t] = await Promise.all([
    portalDb().then((db) => verifyAuditChain(db, org)),
    getTranslations("Audit.chain"),
  ]);
  if (report.broken) {
    const { key, values } = chainBreakMessage(report.broken);
    return (
      <Alert tone="error" title={t("broken")}>
        <p data-testid="chain-break">{t(key, values)}</p>
      </Alert>
    );
  }
  return <Alert tone="success">{t("ok", { count: report.checked })}</Alert>;
}
