import type { Route } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { LinkPending } from "./link-pending";

interface ListCardProps {
  label?: string;
  /** What to say instead of the list when it has no rows; false while it has some. */
  empty?: { title: string; description: string } | false;
  children: ReactNode;
}

/** A bordered list of rows, one per item, named for screen readers. */
export function ListCard({ label, empty, children }: ListCardProps) {
  if (empty) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * A row of a ListCard that opens something: the whole row is the link, its parts wrapping on a phone,
 * with a spinner at its end while the page it opens is on its way.
 */
export function ListLinkRow<R extends string>({ href, children }: { href: Route<R>; children: ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        className="relative flex flex-wrap items-center gap-x-3 gap-y-1 py-3 pr-7 pl-4 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {children}
        <LinkPending />
      </Link>
    </li>
  );
}
