import type { ReactNode } from "react";
import { cn } from "./cn";
import { TONES } from "./tones";

/** One line saying something went through, inside a box that already has its own frame; said politely. */
export function InlineStatus({ children }: { children: ReactNode }) {
  const style = TONES.success;
  return (
    <p role="status" className="flex items-center gap-2 font-medium">
      <span aria-hidden="true" className={cn("font-bold", style.icon)}>
        {style.glyph}
      </span>
      {children}
    </p>
  );
}
