import type { ReactNode } from "react";
import { cn } from "./cn";

/** A titled part of a page: an h2 (with actions beside it) naming the region below. */
export function Section({
  id,
  title,
  actions,
  isLarge = false,
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-heading`. */
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  isLarge?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${id}-heading`}
          className={cn("font-semibold text-gray-900", isLarge ? "text-lg" : "text-base")}
        >
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
