"use client";

import { type DOMAttributes, type HTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";

/** A region's attributes, without the event handlers a server component could not pass it. */
export type ScrollBoxProps = Omit<HTMLAttributes<HTMLElement>, keyof DOMAttributes<HTMLElement>> & {
  children?: ReactNode;
};

/**
 * A named region that scrolls sideways when what it holds is wider than it is. It is a tab stop only
 * while it can scroll (axe: scrollable-region-focusable asks for that much): a table that fits, or one
 * shown as cards, is not a stop where a keyboard user lands for nothing. Until the browser has
 * measured it, it is one.
 */
export function ScrollBox({ children, ...props }: ScrollBoxProps) {
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(true);
  // Observed again when what it holds changes: a new table is measured too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: children is the reason to observe anew.
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  return (
    <section ref={ref} tabIndex={scrolls ? 0 : undefined} {...props}>
      {children}
    </section>
  );
}
