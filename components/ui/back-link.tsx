import type { Route } from "next";
import Link from "next/link";
import type { ReactNode } from "react";

/** The way up from a detail page, above its heading: "← Subscription SUB-1001". */
export function BackLink<R extends string>({ href, children }: { href: Route<R>; children: ReactNode }) {
  return (
    <p className="mb-2 text-sm">
      <Link className="text-brand-700 hover:underline" href={href}>
        ← {children}
      </Link>
    </p>
  );
}
