/**
 * Text no store can keep, refused wherever text comes in (the sandbox's body reader, the portal's action
 * door): a NUL character (PostgreSQL refuses it in text and jsonb) and a lone UTF-16 surrogate, half of a
 * pair without the other half, which JSON can carry as an escape ("\ud800") but UTF-8 cannot encode.
 */
export type UnstorableText = "nul" | "loneSurrogate";

// With the u flag a pair is one code point, so only a surrogate standing alone is \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;

export function unstorableIn(text: string): UnstorableText | undefined {
  if (text.includes("\0")) return "nul";
  return LONE_SURROGATE.test(text) ? "loneSurrogate" : undefined;
}

const UNSTORABLE = /\0|\p{Cs}/gu;

/** A copy of a parsed input with every unstorable character replaced by U+FFFD, so a refusal can be recorded. */
export function withStorableText(value: unknown): unknown {
  if (typeof value === "string") return value.replace(UNSTORABLE, "\uFFFD");
  if (Array.isArray(value)) return value.map(withStorableText);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.replace(UNSTORABLE, "\uFFFD"), withStorableText(item)]),
  );
}

/** Where the first unstorable string (or object key) of a parsed input is, and why; undefined when none. */
export function findUnstorableText(
  value: unknown,
  path: readonly (string | number)[] = [],
): { path: (string | number)[]; problem: UnstorableText } | undefined {
  if (typeof value === "string") {
    const problem = unstorableIn(value);
    return problem ? { path: [...path], problem } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const problem = unstorableIn(key);
    const found = problem ? { path: [...path, key], problem } : findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
