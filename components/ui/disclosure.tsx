import type { ReactNode } from "react";

/** A part of a card folded away behind a link-styled summary, opened in place (no script needed). */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details>
      <summary className="w-fit cursor-pointer text-sm font-medium text-brand-700 hover:underline">
        {summary}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
