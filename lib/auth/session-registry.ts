import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { portalDb } from "@/lib/store/db";
import type { PortalDb } from "@/lib/store/open";
import { preparedPer } from "@/lib/store/prepared";
import { portalSessions } from "@/lib/store/schema";

/** Rows this long past their end are deleted when a new session opens. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

export interface SessionRecord {
  id: string;
  org: string;
  userId: string;
  expiresAt: Date;
}

/** Asked on every signed-in request: built once per store, not on each call. */
const isActiveQuery = preparedPer((store: PortalDb) =>
  store
    .select({ id: portalSessions.id })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.id, sql.placeholder("id")),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("portal_session_is_active"),
);

/**
 * The server-side half of a session: the cookie carries only the id. A session counts while its row
 * exists, is not revoked and has not reached its absolute end; the portal store is shared by every
 * instance (PostgreSQL at scale), so a sign-out anywhere ends the session everywhere at once.
 */
export function createSessionRegistry(db: () => Promise<PortalDb>) {
  return {
    async open(record: SessionRecord, now = new Date()): Promise<void> {
      const store = await db();
      await store
        .delete(portalSessions)
        .where(lt(portalSessions.expiresAt, new Date(now.getTime() - KEEP_ENDED_MS)));
      await store.insert(portalSessions).values({ ...record, createdAt: now });
    },

    async isActive(id: string, now = new Date()): Promise<boolean> {
      const rows = await isActiveQuery(await db()).execute({ id, now: now.toISOString() });
      return rows.length === 1;
    },

    async revoke(id: string, now = new Date()): Promise<void> {
      const store = await db();
      await store
        .update(portalSessions)
        .set({ revokedAt: now })
        .where(and(eq(portalSessions.id, id), isNull(portalSessions.revokedAt)));
    },

    /** "Sign out everywhere": every open session of this user in this org. Returns how many ended. */
    async revokeAllOf(org: string, userId: string, now = new Date()): Promise<number> {
      const store = await db();
      const ended = await store
        .update(portalSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(portalSessions.org, org),
            eq(portalSessions.userId, userId),
            isNull(portalSessions.revokedAt),
            gt(portalSessions.expiresAt, now),
          ),
        )
        .returning({ id: portalSessions.id });
      return ended.length;
    },
  };
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>;

export const sessionRegistry: SessionRegistry = createSessionRegistry(portalDb);
