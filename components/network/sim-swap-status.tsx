import { Alert } from "@/components/ui/alert";
import { requireSession } from "@/lib/auth/session";
import { loadSwapStatus } from "@/lib/network/step-up";
import { StepUpOverrideForm } from "./step-up-override-form";

const TEXT = {
  swapped: "SIM moved to another device recently",
  swappedBody: (hours: number) =>
    `This line's SIM moved to another device in the last ${hours} hours. Refunds and credits wait until you verify the caller below (every detail given must match) or record an override.`,
  failed: "The SIM-swap check could not be made",
  failedBody: (message: string) =>
    `${message} Refunds and credits wait until you verify the caller below or record an override.`,
} as const;

/** Agent's subscription page: the SIM-swap state that gates sensitive writes, with the override. */
export async function SimSwapStatus({ subscriptionId }: { subscriptionId: string }) {
  const session = await requireSession("agent");
  const { hours, check } = await loadSwapStatus(session, subscriptionId);
  if (check.ok && !check.data.swapped) return null;
  if (!check.ok && check.problem.code === "SERVICE_NOT_APPLICABLE") return null;
  return (
    <Alert
      tone={check.ok ? "warning" : "error"}
      title={check.ok ? TEXT.swapped : TEXT.failed}
      traceId={check.ok ? undefined : check.problem.traceId}
    >
      <p>{check.ok ? TEXT.swappedBody(hours) : TEXT.failedBody(check.problem.message)}</p>
      <div className="mt-3">
        <StepUpOverrideForm subscriptionId={subscriptionId} />
      </div>
    </Alert>
  );
}
