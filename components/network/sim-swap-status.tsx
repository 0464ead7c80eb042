import { getTranslations } from "next-intl/server";
import { requireSession } from "@/lib/auth/session";
import { stepUpOutlook } from "@/lib/network/step-up";
import { StepUpOverrideForm } from "./step-up-override-form";
import { SwapAlert } from "./swap-alert";

/**
 * Agent's subscription page: the SIM-swap state that gates sensitive writes, with the override. It
 * stays after a verification or an override, which last a while: the agent may record another.
 */
export async function SimSwapStatus({ subscriptionId }: { subscriptionId: string }) {
  const session = await requireSession("agent");
  const [outlook, t] = await Promise.all([
    stepUpOutlook(session, subscriptionId),
    getTranslations("Network.swap"),
  ]);
  return (
    <SwapAlert
      outlook={outlook}
      swappedBody={(when) => t("swappedBody", when)}
      failedBody={({ message }) => t("failedBody", { message })}
      clearedBody={(clearance) => t("clearedBody", clearance)}
    >
      <StepUpOverrideForm subscriptionId={subscriptionId} />
    </SwapAlert>
  );
}
