import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PortalStore } from "@/lib/store/open";
import { portalSessions } from "@/lib/store/schema";
import { openTestStore, testStoreKind } from "@/lib/testing/portal-store";

vi.mock("server-only", () => ({}));
const { createSessionRegistry } = await import("./session-registry");

const HOUR = 60 * 60 * 1000;

describe.each([
  { soleWriter: false, mode: "asked of the store each time" },
  { soleWriter: true, mode: "remembered by the only process writing the store" },
])(`server-side session records (${testStoreKind}), $mode`, ({ soleWriter }) => {
  let store: PortalStore;
  let registry: ReturnType<typeof createSessionRegistry>;
  const org = `org-${Date.now()}-${soleWriter}`;
  const now = new Date("2026-11-23T10:00:00Z");
  const open = (id: string, userId = "u-alice", hours = 8) =>
    registry.open(
      { id, org, userId, roles: ["customer"], expiresAt: new Date(now.getTime() + hours * HOUR) },
      now,
    );

  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close: closeStore } = await openTestStore("portal-sessions-"));
    registry = createSessionRegistry(async () => store.db, { soleWriter });
  }, 120_000);
  afterAll(() => closeStore());

  it("counts an open session until its absolute end, and not after", async () => {
    await open(`${org}-a`);
    expect(Boolean(await registry.find(`${org}-a`, now))).toBe(true);
    expect(Boolean(await registry.find(`${org}-a`, new Date(now.getTime() + 8 * HOUR - 1)))).toBe(true);
    expect(Boolean(await registry.find(`${org}-a`, new Date(now.getTime() + 8 * HOUR)))).toBe(false);
  });

  it("item 7: remembers whose session it is: user, org and roles as given at sign-in", async () => {
    await registry.open(
      {
        id: `${org}-who`,
        org,
        userId: "u-agent",
        roles: ["agent"],
        expiresAt: new Date(now.getTime() + HOUR),
      },
      now,
    );
    expect(await registry.find(`${org}-who`, now)).toEqual({
      org,
      userId: "u-agent",
      roles: ["agent"],
      expiresAt: new Date(now.getTime() + HOUR),
    });
  });

  it("does not know a session id it never opened (a forged or copied-from-elsewhere cookie)", async () => {
    expect(Boolean(await registry.find(`${org}-never`, now))).toBe(false);
  });

  it("ends a session at sign-out, and only that one", async () => {
    await open(`${org}-b1`);
    await open(`${org}-b2`);
    await registry.revoke(`${org}-b1`, now);
    expect(Boolean(await registry.find(`${org}-b1`, now))).toBe(false);
    expect(Boolean(await registry.find(`${org}-b2`, now))).toBe(true);
  });

  it("signs a person out everywhere, leaving other people's sessions open", async () => {
    await open(`${org}-c1`, "u-carol");
    await open(`${org}-c2`, "u-carol");
    await open(`${org}-d1`, "u-dave");
    expect(await registry.revokeAllOf(org, "u-carol", now)).toBe(2);
    expect(Boolean(await registry.find(`${org}-c1`, now))).toBe(false);
    expect(Boolean(await registry.find(`${org}-c2`, now))).toBe(false);
    expect(Boolean(await registry.find(`${org}-d1`, now))).toBe(true);
    // Already ended: a second click ends nothing more.
    expect(await registry.revokeAllOf(org, "u-carol", now)).toBe(0);
  });

  it("does not reach another org's user of the same id", async () => {
    await registry.open(
      {
        id: `${org}-other`,
        org: `${org}-acme`,
        userId: "u-erin",
        roles: ["customer"],
        expiresAt: new Date(now.getTime() + HOUR),
      },
      now,
    );
    await open(`${org}-erin`, "u-erin");
    await registry.revokeAllOf(org, "u-erin", now);
    expect(Boolean(await registry.find(`${org}-other`, now))).toBe(true);
  });

  it("refuses a second record with the same id (a replayed sign-in cannot take over a session)", async () => {
    await open(`${org}-dup`);
    await expect(open(`${org}-dup`, "u-mallory")).rejects.toThrow();
  });

  it("sees a sign-out made through another registry of the same store at once", async () => {
    // Another instance over a shared PostgreSQL; with the embedded store, another bundle of this process.
    const other = createSessionRegistry(async () => store.db, { soleWriter });
    await open(`${org}-f`);
    expect(Boolean(await registry.find(`${org}-f`, now))).toBe(true);
    await other.revoke(`${org}-f`, now);
    expect(Boolean(await registry.find(`${org}-f`, now))).toBe(false);
    await open(`${org}-g`, "u-gina");
    expect(Boolean(await registry.find(`${org}-g`, now))).toBe(true);
    await other.revokeAllOf(org, "u-gina", now);
    expect(Boolean(await registry.find(`${org}-g`, now))).toBe(false);
  });
});

describe(`the embedded store's open sessions (${testStoreKind})`, () => {
  let store: PortalStore;
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close: closeStore } = await openTestStore("portal-sessions-known-"));
  }, 120_000);
  afterAll(() => closeStore());
  const now = new Date("2026-11-23T10:00:00Z");

  // What remembering costs: the row's removal by anything but this registry goes unseen. Nothing else
  // writes portal_sessions, and no other process can open the embedded store.
  it("are answered from memory, each still ending at its absolute end", async () => {
    const embedded = createSessionRegistry(async () => store.db, { soleWriter: true });
    const shared = createSessionRegistry(async () => store.db);
    await embedded.open(
      {
        id: "known-1",
        org: "demo",
        userId: "u-alice",
        roles: ["customer"],
        expiresAt: new Date(now.getTime() + HOUR),
      },
      now,
    );
    // The row goes behind the registries' backs: only a registry that reads the store notices.
    await store.db.delete(portalSessions).where(eq(portalSessions.id, "known-1"));
    expect(Boolean(await shared.find("known-1", now))).toBe(false);
    expect(Boolean(await embedded.find("known-1", now))).toBe(true);
    expect(Boolean(await embedded.find("known-1", new Date(now.getTime() + HOUR)))).toBe(false);
  });

  it("are remembered from the store after a restart, and forgotten at sign-out", async () => {
    const before = createSessionRegistry(async () => store.db);
    await before.open(
      {
        id: "known-2",
        org: "demo",
        userId: "u-bob",
        roles: ["customer"],
        expiresAt: new Date(now.getTime() + HOUR),
      },
      now,
    );
    const restarted = createSessionRegistry(async () => store.db, { soleWriter: true });
    expect(Boolean(await restarted.find("known-2", now))).toBe(true);
    expect(Boolean(await restarted.find("known-2", new Date(now.getTime() + HOUR)))).toBe(false);
    await restarted.revoke("known-2", now);
    expect(Boolean(await restarted.find("known-2", now))).toBe(false);
  });

  it("do not keep a sign-in that 'sign out everywhere' ended while it was being recorded", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let rowLanded = () => {};
    const landed = new Promise<void>((resolve) => {
      rowLanded = resolve;
    });
    // The sign-in's row lands, then the sign-in waits at the gate before it goes on.
    const gated = new Proxy(store.db, {
      get(target, property, receiver) {
        if (property !== "insert") return Reflect.get(target, property, receiver);
        return (table: typeof portalSessions) => ({
          values: async (values: typeof portalSessions.$inferInsert) => {
            await target.insert(table).values(values);
            rowLanded();
            await gate;
          },
        });
      },
    });
    const registry = createSessionRegistry(async () => gated, { soleWriter: true });
    const signingIn = registry.open(
      {
        id: "known-3",
        org: "demo",
        userId: "u-hana",
        roles: ["customer"],
        expiresAt: new Date(now.getTime() + HOUR),
      },
      now,
    );
    await landed;
    expect(await registry.revokeAllOf("demo", "u-hana", now)).toBe(1);
    release();
    await signingIn;
    expect(Boolean(await registry.find("known-3", now))).toBe(false);
  });
});
