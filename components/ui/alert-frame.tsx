import { type ReactNode, useId } from "react";
import { cn } from "./cn";
import { type AlertTone, TONES } from "./tones";

export interface AlertFrameProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** The line quoting the upstream trace id (see TraceReference). */
  reference?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/**
 * An alert without words of its own, so client pieces can show one without a translation runtime.
 * Errors and warnings are announced (role=alert); info and success politely (role=status). What the
 * reader can do (`action`) sits in the frame but outside the announcement, so a form is not read out;
 * the frame is then a group named by the title, which ties the two together.
 */
export function AlertFrame({
  tone = "info",
  title,
  children,
  reference,
  action,
  className,
}: AlertFrameProps) {
  const style = TONES[tone];
  const isUrgent = tone === "error" || tone === "warning";
  const titleId = useId();
  const group = action && title ? { role: "group", "aria-labelledby": titleId } : {};
  return (
    <div {...group} className={cn("flex gap-3 rounded-md border p-4 text-sm", style.box, className)}>
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-current text-xs font-bold",
          style.icon,
        )}
      >
        {style.glyph}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div role={isUrgent ? "alert" : "status"} className="space-y-1">
          {title ? (
            <p id={titleId} className="font-semibold">
              {title}
            </p>
          ) : null}
          {children ? <div>{children}</div> : null}
          {reference}
        </div>
        {action ? <div className="pt-2">{action}</div> : null}
      </div>
    </div>
  );
}

/** "Reference: <id>", the id selectable in one click; `words` is what comes before and after it. */
export function TraceReference({ id, words }: { id: string; words: readonly [string, string] }) {
  return (
    <p className="text-xs opacity-80">
      {words[0]}
      <code className="font-mono select-all">{id}</code>
      {words[1]}
    </p>
  );
}
