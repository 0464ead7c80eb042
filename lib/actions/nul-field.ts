/**
 * The dotted path of the first string holding a NUL character ("lines.0.comment"; "form" for the
 * input itself), or undefined. No store keeps a NUL in text, so such an input is refused as typed.
 */
export function nulField(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === "string") return value.includes("\0") ? path.join(".") || "form" : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulField(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes("\0") ? [...path, key].join(".") : nulField(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
