import type { Metadata } from "next";
import { LimitsForm } from "@/components/approvals/limits-form";
import { PageHeader } from "@/components/ui";
import { getLimits } from "@/lib/approvals/limits";
import { requireSupervisorPage } from "@/lib/approvals/page-context";
import { formatDateTime } from "@/lib/dates";
import { portalDb } from "@/lib/store/db";

export const metadata: Metadata = { title: "Limits" };

export default async function LimitsPage() {
  const supervisor = await requireSupervisorPage();
  const { refundMax, rectificationMax, creditMovementMax, updatedBy, updatedAt } = await getLimits(
    await portalDb(),
    supervisor.org,
  );
  return (
    <>
      <PageHeader
        title="Limits"
        description={
          updatedBy && updatedAt
            ? `What an agent of ${supervisor.org} may submit alone (amounts with taxes). Last changed by ${updatedBy}, ${formatDateTime(updatedAt)}.`
            : `What an agent of ${supervisor.org} may submit alone (amounts with taxes). The defaults apply until a supervisor saves them.`
        }
      />
      <LimitsForm initial={{ refundMax, rectificationMax, creditMovementMax }} />
    </>
  );
}
