"use client";

import { type HTMLAttributes, useEffect, useRef, useState } from "react";

/**
 * A named region that scrolls sideways when what it holds is wider than it is. It is a tab stop only
 * while it can scroll (axe: scrollable-region-focusable asks for that much): a table that fits, or one
 * shown as cards, is not a stop where a keyboard user lands for nothing. Until the browser has
 * measured it, it is one.
 */
export function ScrollBox(props: HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return <section ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
