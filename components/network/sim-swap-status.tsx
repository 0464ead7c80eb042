import { getTranslations } from "next-intl/server";
import { requireSession } from "@/lib/auth/session";
import { stepUpOutlook } from "@/lib/network/step-up";
import { clearanceOf } from "@/lib/network/step-up-rules";
import { StepUpOverrideForm } from "./step-up-override-form";
import { SwapAlert } from "./swap-alert";

/**
 * Agent's subscription page: the SIM-swap state that gates sensitive writes, with the override. Once
 * the agent's own verification or override opens the line, it says until when, and a new override
 * (folded away) extends it before it lapses.
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
      <StepUpOverrideForm subscriptionId={subscriptionId} isExtension={Boolean(clearanceOf(outlook))} />
    </SwapAlert>
  );
}
