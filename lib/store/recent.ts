import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { portalDb } from "./db";
import { recentItems } from "./schema";

export type RecentKind = "customer" | "ticket" | "line";

/** Remembers that a staff member opened something; reopening moves it to the top. */
export async function rememberRecent(item: {
  userId: string;
  org: string;
  kind: RecentKind;
  key: string;
  label: string;
}) {
  const db = await portalDb();
  await db
    .insert(recentItems)
    .values({ ...item, openedAt: new Date() })
    .onConflictDoUpdate({
      target: [recentItems.userId, recentItems.kind, recentItems.key],
      set: { label: item.label, openedAt: new Date() },
    });
}

export async function listRecent(userId: string, org: string, kind: RecentKind, limit = 8) {
  const db = await portalDb();
  return db
    .select()
    .from(recentItems)
    .where(and(eq(recentItems.userId, userId), eq(recentItems.org, org), eq(recentItems.kind, kind)))
    .orderBy(desc(recentItems.openedAt))
    .limit(limit);
}
