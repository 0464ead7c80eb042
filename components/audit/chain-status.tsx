import { Alert } from "@/components/ui";
import { verifyAuditChain } from "@/lib/store/audit-chain";
import { portalDb } from "@/lib/store/db";

const TEXT = {
  ok: (n: number) => `Tamper check passed: all ${n} chained entries are intact.`,
  broken: "Tamper check failed: the audit trail was changed outside the portal",
};

/** Re-checks the org's hash chain on every view and names the first broken link. */
export async function ChainStatus({ org }: { org: string }) {
  const report = await verifyAuditChain(await portalDb(), org);
  if (report.broken)
    return (
      <Alert tone="error" title={TEXT.broken}>
        <p data-testid="chain-break">{report.broken.message}</p>
      </Alert>
    );
  return <Alert tone="success">{TEXT.ok(report.checked)}</Alert>;
}
