import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { TextLink } from "@/components/ui/text-link";
import { requireSession } from "@/lib/auth/session";
import { stepUpOutlook } from "@/lib/network/step-up";
import type { SwapOutlook } from "@/lib/network/step-up-rules";
import { clearanceOf } from "@/lib/network/step-up-rules";
import { StepUpOverrideForm } from "./step-up-override-form";
import { SwapAlert } from "./swap-alert";
import { VERIFY_CALLER_ANCHOR } from "./verify-caller-anchor";

/** Starts the SIM-swap check of an agent's subscription page, alongside the page's other reads. */
export function startSimSwapCheck(subscriptionId: string): Promise<SwapOutlook> {
  const check = requireSession("agent").then((session) => stepUpOutlook(session, subscriptionId));
  // Handled here too: a page that never shows it (no such line) leaves no rejection unhandled.
  check.catch(() => {});
  return check;
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
