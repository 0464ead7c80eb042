/**
 * One value per server process, made on first use: Next bundles pages, actions, route handlers and
 * proxy.ts apart, each with its own copy of a module, so state kept in a module alone is per bundle.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`telecom-portal.${name}`);
  const holder = globalThis as Record<symbol, unknown>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
