import type { ReactNode } from "react";

/**
 * Identifiers such as SUB-1001, F2026-000004 or mov_1979 (letters and digits joined by "-" or "_"), and
 * phone numbers as they are shown (+34 600 10 00 01).
 */
const IDENTIFIER = /([\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+|\+\d+(?: \d+)+)/u;

/**
 * Text with its identifiers kept on one line: a phone would otherwise break "SUB-" / "1001" at the
 * hyphen, or a number between its groups. The text itself is unchanged (copying it gives the id as it
 * is); anything but a string passes.
 */
export function KeepIdsWhole({ children }: { children: ReactNode }) {
  if (typeof children !== "string") return children;
  const parts = children.split(IDENTIFIER);
  if (parts.length === 1) return children;
  // One element, so a flex row (a title beside its badge) still wraps the text as one item.
  // split() with a capturing group puts each identifier at an odd index.
  return (
    <span>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, never reordered.
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
