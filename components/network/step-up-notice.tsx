import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { TextLink } from "@/components/ui/text-link";
import { requireSession } from "@/lib/auth/session";
import { stepUpOutlook } from "@/lib/network/step-up";
import { SwapAlert } from "./swap-alert";

/**
 * The refund page: says before anything is typed that the refund will wait for a caller verification
 * or an override, and where to give one; once the agent gave one, until when it goes ahead and where to
 * extend it. Nothing shows when the line is clear.
 */
export async function StepUpNotice({
  subscriptionId,
  className,
}: {
  subscriptionId: string;
  className?: string;
}) {
  const session = await requireSession("agent");
  const [outlook, t] = await Promise.all([
    stepUpOutlook(session, subscriptionId),
    getTranslations("Network.swap"),
  ]);
  const link = (chunks: ReactNode) => (
    <TextLink href={`/agent/subscriptions/${encodeURIComponent(subscriptionId)}`}>{chunks}</TextLink>
  );
  return (
    <SwapAlert
      outlook={outlook}
      swappedBody={(when) => t.rich("refundHeld", { ...when, link })}
      failedBody={({ message }) => t.rich("refundHeldFailed", { message, link })}
      clearedBody={(clearance) => t.rich("refundCleared", { ...clearance, link })}
      className={className}
    />
  );
}
