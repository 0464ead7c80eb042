import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";

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
