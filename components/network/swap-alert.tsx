import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { type SwapOutlook, swapWindowWords } from "@/lib/network/step-up-rules";

type Swapped = Extract<SwapOutlook, { state: "swapped" }>;
type CheckFailed = Extract<SwapOutlook, { state: "checkFailed" }>;

/** When the SIM moved, as the messages take it: the date when the network says, else the window. */
export type SwapWhen = { known: "yes" | "no"; date: string; hours: number; days: number };

/**
 * The one way a page says that a line's SIM moved recently, or that the check could not be made.
 * Nothing shows for a clear line. The page words its own consequence (what waits, what to do next).
 */
export function SwapAlert({
  outlook,
  swappedBody,
  failedBody,
  className,
  children,
}: {
  outlook: SwapOutlook;
  swappedBody: (when: SwapWhen) => ReactNode;
  failedBody?: (failure: CheckFailed) => ReactNode;
  className?: string;
  /** Below the body: what the reader can do about it here. */
  children?: ReactNode;
}) {
  const t = useTranslations("Network.swap");
  const locale = useFormatLocale();
  if (outlook.state === "clear" || (outlook.state === "checkFailed" && !failedBody)) return null;
  const when = (swapped: Swapped): SwapWhen => ({
    known: swapped.movedAt ? "yes" : "no",
    date: swapped.movedAt ? formatDateTime(swapped.movedAt, { locale }) : "",
    ...swapWindowWords(swapped.hours),
  });
  const isSwapped = outlook.state === "swapped";
  return (
    <Alert
      tone={isSwapped ? "warning" : "error"}
      title={t(isSwapped ? "swapped" : "failed")}
      traceId={isSwapped ? undefined : outlook.traceId}
      className={className}
    >
      <p>{isSwapped ? swappedBody(when(outlook)) : failedBody?.(outlook)}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </Alert>
  );
}
