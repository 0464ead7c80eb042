import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { requireSession } from "@/lib/auth/session";
import { loadSwapStatus } from "@/lib/network/step-up";
import { swapWindowWords } from "@/lib/network/step-up-rules";
import { StepUpOverrideForm } from "./step-up-override-form";

/** Agent's subscription page: the SIM-swap state that gates sensitive writes, with the override. */
export async function SimSwapStatus({ subscriptionId }: { subscriptionId: string }) {
  const session = await requireSession("agent");
  const [{ hours, check }, t] = await Promise.all([
    loadSwapStatus(session, subscriptionId),
    getTranslations("Network.swap"),
  ]);
  if (check.ok && !check.data.swapped) return null;
  if (!check.ok && check.problem.code === "SERVICE_NOT_APPLICABLE") return null;
  return (
    <Alert
      tone={check.ok ? "warning" : "error"}
      title={check.ok ? t("swapped") : t("failed")}
      traceId={check.ok ? undefined : check.problem.traceId}
    >
      <p>
        {check.ok
          ? t("swappedBody", swapWindowWords(hours))
          : t("failedBody", { message: check.problem.message })}
      </p>
      <div className="mt-3">
        <StepUpOverrideForm subscriptionId={subscriptionId} />
      </div>
    </Alert>
  );
}
