import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { type Clearance, type SwapOutlook, swapWindowWords } from "@/lib/network/step-up-rules";

type Swapped = Extract<SwapOutlook, { state: "swapped" }>;
type CheckFailed = Extract<SwapOutlook, { state: "checkFailed" }>;

/** When the SIM moved, as the messages take it: the date when the network says, else the window. */
export type SwapWhen = { known: "yes" | "no"; date: string; hours: number; days: number };

/** A clearance as the messages take it: who gave it, and when it lapses in the reader's words. */
export type ClearanceWords = { by: Clearance["by"]; until: string };

/**
 * The one way a page says that a line's SIM moved recently, or that the check could not be made.
 * Nothing shows for a clear line. The page words its own consequence (what waits, what to do next),
 * and, where the reader's own verification or override opened the line, until when (a page that does not
 * word that shows nothing then).
 */
export function SwapAlert({
  outlook,
  swappedBody,
  failedBody,
  clearedBody,
  className,
  children,
}: {
  outlook: SwapOutlook;
  swappedBody: (when: SwapWhen) => ReactNode;
  failedBody?: (failure: CheckFailed) => ReactNode;
  clearedBody?: (clearance: ClearanceWords) => ReactNode;
  className?: string;
  /** Below the body: what the reader can do about it here. */
  children?: ReactNode;
}) {
  const t = useTranslations("Network.swap");
  const locale = useFormatLocale();
  if (outlook.state === "clear" || (outlook.state === "checkFailed" && !failedBody)) return null;
  const { clearance } = outlook;
  if (clearance && !clearedBody) return null;
  const when = (swapped: Swapped): SwapWhen => ({
    known: swapped.movedAt ? "yes" : "no",
    date: swapped.movedAt ? formatDateTime(swapped.movedAt, { locale }) : "",
    ...swapWindowWords(swapped.hours),
  });
  const isSwapped = outlook.state === "swapped";
  const body = () => {
    if (clearance)
      return clearedBody?.({ by: clearance.by, until: formatDateTime(clearance.until, { locale }) });
    return isSwapped ? swappedBody(when(outlook)) : failedBody?.(outlook);
  };
  return (
    <Alert
      tone={clearance ? "info" : isSwapped ? "warning" : "error"}
      title={t(isSwapped ? "swapped" : "failed")}
      traceId={isSwapped ? undefined : outlook.traceId}
      className={className}
    >
      <p>{body()}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </Alert>
  );
}
