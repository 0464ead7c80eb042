import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { TextLink } from "@/components/ui/text-link";
import type { PortalSession } from "@/lib/auth/session";
import { log } from "@/lib/log";
import { stepUpOutlook } from "@/lib/network/step-up";
import type { SwapOutlook } from "@/lib/network/step-up-rules";
import { clearanceOf } from "@/lib/network/step-up-rules";
import { StepUpOverrideForm } from "./step-up-override-form";
import { SwapAlert } from "./swap-alert";
import { VERIFY_CALLER_ANCHOR } from "./verify-caller-anchor";

/**
 * Starts the SIM-swap check of an agent's subscription page, alongside the page's other work. A check
 * the portal cannot make at all (its own store failing) is a failed check, said in the warning, not a
 * failed page: writes on the line wait either way.
 */
export function startSimSwapCheck(session: PortalSession, subscriptionId: string): Promise<SwapOutlook> {
  return stepUpOutlook(session, subscriptionId).catch(async (error: unknown): Promise<SwapOutlook> => {
    log.warn("simSwap.checkUnavailable", { subscription: subscriptionId, error });
    return { state: "checkFailed", message: (await getTranslations("Network.swap"))("checkUnavailable") };
  });
}

/**
 * Agent's subscription page: the SIM-swap state that gates sensitive writes, with the override. Once
 * the agent's own verification or override opens the line, it says until when, and a new override
 * (folded away) extends it before it lapses.
 */
export async function SimSwapStatus({
  subscriptionId,
  check,
}: {
  subscriptionId: string;
  check: SwapOutlook | Promise<SwapOutlook>;
}) {
  const [outlook, t] = await Promise.all([check, getTranslations("Network.swap")]);
  // The verification form is further down the page: the words that name it take the reader there.
  const verify = (chunks: ReactNode) => <TextLink href={`#${VERIFY_CALLER_ANCHOR}`}>{chunks}</TextLink>;
  return (
    <SwapAlert
      outlook={outlook}
      swappedBody={(when) => t.rich("swappedBody", { ...when, verify })}
      failedBody={({ message }) => t.rich("failedBody", { message, verify })}
      clearedBody={(clearance) => t.rich("clearedBody", { ...clearance, verify })}
    >
      <StepUpOverrideForm subscriptionId={subscriptionId} isExtension={Boolean(clearanceOf(outlook))} />
    </SwapAlert>
  );
}
