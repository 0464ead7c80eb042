import type { ReactNode } from "react";
import { cn } from "./cn";

type AlertTone = "info" | "success" | "warning" | "error";

const tones: Record<AlertTone, { box: string; icon: string; glyph: string }> = {
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", icon: "text-sky-600", glyph: "i" },
  success: { box: "border-green-200 bg-green-50 text-green-900", icon: "text-green-600", glyph: "✓" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "text-amber-600", glyph: "!" },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: "text-red-600", glyph: "!" },
};

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
 * Errors and warnings are announced (role=alert); info and success politely (role=status).
 */
export function AlertFrame({
  tone = "info",
  title,
  children,
  reference,
  action,
  className,
}: AlertFrameProps) {
  const style = tones[tone];
  const isUrgent = tone === "error" || tone === "warning";
  return (
    <div
      role={isUrgent ? "alert" : "status"}
      className={cn("flex gap-3 rounded-md border p-4 text-sm", style.box, className)}
    >
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
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {reference}
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
