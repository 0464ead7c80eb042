import type { ReactNode } from "react";
import { cn } from "./cn";
import { type AlertTone, TONES } from "./tones";

/** One line saying how something went, inside a box that already has its own frame; said politely. */
export function InlineStatus({ tone = "success", children }: { tone?: AlertTone; children: ReactNode }) {
  const style = TONES[tone];
  return (
    <p role="status" className="flex items-center gap-2 font-medium">
      <span aria-hidden="true" className={cn("font-bold", style.icon)}>
        {style.glyph}
      </span>
      {children}
    </p>
  );
}
