import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { formatDateTime, nearMoment } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { type Clearance, clearanceOf, type SwapOutlook, swapWindowWords } from "@/lib/network/step-up-rules";

type Swapped = Extract<SwapOutlook, { state: "swapped" }>;
type CheckFailed = Extract<SwapOutlook, { state: "checkFailed" }>;

/**
 * When the SIM moved, as the messages take it: the date when the network says, else the window; and
 * `moved`, the sentence saying so (Network.swap.moved), which a page's body starts with.
 */
export type SwapWhen = { known: "yes" | "no"; date: string; hours: number; days: number; moved: string };

/** A clearance as the messages take it: who gave it, and when it lapses in the reader's words. */
export type ClearanceWords = { by: Clearance["by"]; until: string };

/** A state the page words with its own body, or explicitly keeps silent about. */
type Body<T> = ((words: T) => ReactNode) | "hidden";

/** A line still held warns; a check that could not be made is an error; an opened line only informs. */
const TONE = { swapped: "warning", checkFailed: "error", cleared: "info" } as const;

/**
 * The one way a page says that a line's SIM moved recently, or that the check could not be made, and,
 * once the reader's own verification or override opened the line, until when. Nothing shows for a
 * clear line. The page words each state's consequence (what waits, what to do next).
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
  failedBody: Body<CheckFailed>;
  clearedBody: Body<ClearanceWords>;
  className?: string;
  /** Below the body and any reference: what the reader can do about it here. */
  children?: ReactNode;
}) {
  const t = useTranslations("Network.swap");
  const moments = useTranslations("Common");
  const locale = useFormatLocale();
  if (outlook.state === "clear") return null;
  const clearance = clearanceOf(outlook);
  const frame = (state: keyof typeof TONE, body: ReactNode) => (
    <Alert
      tone={TONE[state]}
      title={t(outlook.state === "swapped" ? "swapped" : "failed")}
      traceId={outlook.state === "checkFailed" ? outlook.traceId : undefined}
      className={className}
      action={children}
    >
      <p>{body}</p>
    </Alert>
  );
  const when = (swapped: Swapped): SwapWhen => {
    const words = {
      known: swapped.movedAt ? ("yes" as const) : ("no" as const),
      date: swapped.movedAt ? formatDateTime(swapped.movedAt, { locale }) : "",
      ...swapWindowWords(swapped.hours),
    };
    return { ...words, moved: t("moved", words) };
  };
  if (clearance) {
    if (clearedBody === "hidden") return null;
    const cleared = clearedBody({
      by: clearance.by,
      until: moments("nearMoment", nearMoment(clearance.until, { locale })),
    });
    // Opened, the line still moved: the agent keeps seeing when.
    const body =
      outlook.state === "swapped" ? (
        <>
          {when(outlook).moved} {cleared}
        </>
      ) : (
        cleared
      );
    return frame("cleared", body);
  }
  if (outlook.state === "checkFailed")
    return failedBody === "hidden" ? null : frame("checkFailed", failedBody(outlook));
  return frame("swapped", swappedBody(when(outlook)));
}
