import type { Route } from "next";
import Link from "next/link";
import { cn } from "./cn";

export interface TabItem {
  label: string;
  href: Route;
  isActive: boolean;
}

/** Navigation tabs backed by URLs (so they survive reload and back); the caller decides which is active. */
export function LinkTabs({
  items,
  label,
  className,
}: {
  items: readonly TabItem[];
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("border-b border-gray-200", className)}>
      <ul className="-mb-px flex gap-6 overflow-x-auto">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.isActive ? "page" : undefined}
              className={cn(
                "inline-block border-b-2 px-1 py-2.5 text-sm font-medium whitespace-nowrap",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                item.isActive
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
