import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { processWide } from "@/lib/process-wide";
import { portalDb } from "@/lib/store/db";
import type { PortalDb } from "@/lib/store/open";
import { portalSessions } from "@/lib/store/schema";
import { preparedPer } from "@/store-kit/prepared";
import { isRole, type Role } from "./roles";

/** Rows this long past their end are deleted when a new session opens. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/** Who the session belongs to, as the token service said at sign-in: the cookie cannot change it. */
export interface SessionRecord {
  id: string;
  org: string;
  userId: string;
  roles: Role[];
  expiresAt: Date;
}

export type ActiveSession = Omit<SessionRecord, "id">;

/** Asked on every signed-in request: built once per store, not on each call. */
const isActiveQuery = preparedPer((store: PortalDb) =>
  store
    .select({
      org: portalSessions.org,
      userId: portalSessions.userId,
      roles: portalSessions.roles,
      expiresAt: portalSessions.expiresAt,
    })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.id, sql.placeholder("id")),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("portal_session_active"),
);

interface ActiveSessions {
  /** Each open session, by id. */
  byId: Map<string, ActiveSession>;
  /** Changes as each sign-out begins and ends: a read that overlapped one does not remember its answer. */
  endings: number;
}

// Per store, and per process: a sign-out in an action must be seen by every page at once.
const activeByStore = processWide("active-sessions", () => new WeakMap<PortalDb, ActiveSessions>());

function activeSessionsOf(store: PortalDb): ActiveSessions {
  let active = activeByStore.get(store);
  if (!active) {
    active = { byId: new Map(), endings: 0 };
    activeByStore.set(store, active);
  }
  return active;
}

export interface SessionRegistryOptions {
  /**
   * No other process can write this store (the embedded PGlite one): every sign-in and sign-out goes
   * through this process, so the sessions it knows to be open are remembered instead of asked for on
   * every request. Never with a shared PostgreSQL, where another instance may end a session.
   */
  soleWriter?: boolean;
}

/**
 * The server-side half of a session: the cookie carries only the id. A session counts while its row
 * exists, is not revoked and has not reached its absolute end; the portal store is shared by every
 * instance (PostgreSQL at scale), so a sign-out anywhere ends the session everywhere at once.
 */
export function createSessionRegistry(
  db: () => Promise<PortalDb>,
  { soleWriter = false }: SessionRegistryOptions = {},
) {
  const remembered = async () => (soleWriter ? activeSessionsOf(await db()) : undefined);

  /**
   * A sign-out changes `endings` as it begins and again once it has ended the rows and forgotten them:
   * a read or sign-in that overlapped it in any way sees the count change and remembers nothing.
   */
  async function ending<T>(end: (active: ActiveSessions | undefined) => Promise<T>): Promise<T> {
    const active = await remembered();
    if (active) active.endings += 1;
    try {
      return await end(active);
    } finally {
      if (active) active.endings += 1;
    }
  }

  return {
    async open(record: SessionRecord, now = new Date()): Promise<void> {
      const active = await remembered();
      const endings = active?.endings;
      const store = await db();
      await store
        .delete(portalSessions)
        .where(lt(portalSessions.expiresAt, new Date(now.getTime() - KEEP_ENDED_MS)));
      await store.insert(portalSessions).values({ ...record, createdAt: now });
      if (!active) return;
      for (const [id, open] of active.byId) if (open.expiresAt <= now) active.byId.delete(id);
      const { id, ...session } = record;
      if (active.endings === endings) active.byId.set(id, session);
    },

    /** The session's record while it is open (not revoked, before its end); undefined otherwise. */
    async find(id: string, now = new Date()): Promise<ActiveSession | undefined> {
      const active = await remembered();
      const known = active?.byId.get(id);
      if (known && known.expiresAt > now) return known;
      if (known) active?.byId.delete(id);
      const endings = active?.endings;
      const [row] = await isActiveQuery(await db()).execute({ id, now: now.toISOString() });
      if (!row) return undefined;
      const session = { ...row, roles: row.roles.filter(isRole) };
      if (active && active.endings === endings) active.byId.set(id, session);
      return session;
    },

    revoke(id: string, now = new Date()): Promise<void> {
      return ending(async (active) => {
        await (await db())
          .update(portalSessions)
          .set({ revokedAt: now })
          .where(and(eq(portalSessions.id, id), isNull(portalSessions.revokedAt)));
        active?.byId.delete(id);
      });
    },

    /** "Sign out everywhere": every open session of this user in this org. Returns how many ended. */
    revokeAllOf(org: string, userId: string, now = new Date()): Promise<number> {
      return ending(async (active) => {
        const ended = await (await db())
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
        for (const { id } of ended) active?.byId.delete(id);
        return ended.length;
      });
    },
  };
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>;

export const sessionRegistry: SessionRegistry = createSessionRegistry(portalDb, {
  soleWriter: !env.DATABASE_URL,
});
