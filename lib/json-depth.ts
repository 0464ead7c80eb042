/**
 * True when parsed JSON nests deeper than `max` arrays/objects. Walks with an explicit stack, so a
 * hostile body cannot overflow the call stack here (or later, when it is serialised again).
 */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (node === null || typeof node !== "object") continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(node as object)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}
