import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { requireSession } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { stepUpOutlook } from "@/lib/network/step-up";
import { swapWindowWords } from "@/lib/network/step-up-rules";

/**
 * The refund page: says before anything is typed that the refund will wait for a caller verification
 * or an override, and where to give one. Nothing shows when the line is clear (or already cleared).
 */
export async function StepUpNotice({
  subscriptionId,
  className,
}: {
  subscriptionId: string;
  className?: string;
}) {
  const session = await requireSession("agent");
  const [outlook, t, locale] = await Promise.all([
    stepUpOutlook(session, subscriptionId),
    getTranslations("Network.swap"),
    getLocale().then(intlLocaleOf),
  ]);
  if (outlook.state === "clear") return null;
  const link = (chunks: ReactNode) => (
    <Link
      href={`/agent/subscriptions/${encodeURIComponent(subscriptionId)}`}
      className="font-medium underline"
    >
      {chunks}
    </Link>
  );
  if (outlook.state === "swapped")
    return (
      <Alert tone="warning" title={t("swapped")} className={className}>
        {outlook.movedAt
          ? t.rich("refundHeldOn", { date: formatDateTime(outlook.movedAt, { locale }), link })
          : t.rich("refundHeld", { ...swapWindowWords(outlook.hours), link })}
      </Alert>
    );
  return (
    <Alert tone="error" title={t("failed")} traceId={outlook.traceId} className={className}>
      {t.rich("refundHeldFailed", { message: outlook.message, link })}
    </Alert>
  );
}
