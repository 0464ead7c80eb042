import type { ReactNode } from "react";

/** A bordered list of rows, one per item, named for screen readers. */
export function ListCard({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" aria-label={label}>
      {children}
    </ul>
  );
}
