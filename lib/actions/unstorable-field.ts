import { findUnstorableText, type UnstorableText } from "@/contract/well-formed-text";

/**
 * The dotted path of the first string holding text no store keeps ("lines.0.comment"; "form" for the
 * input itself) and why: a NUL character or a lone UTF-16 surrogate. Such an input is refused as typed,
 * as a field error, instead of failing the write (or its audit entry) further on.
 */
export function unstorableField(value: unknown): { field: string; problem: UnstorableText } | undefined {
  const found = findUnstorableText(value);
  return found && { field: found.path.join(".") || "form", problem: found.problem };
}
