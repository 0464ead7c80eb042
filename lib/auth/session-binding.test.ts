import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jwt, sessionTokenOf } from "@/lib/testing/fakes";
import { openTestStore, testStoreKind } from "@/lib/testing/portal-store";

vi.mock("server-only", () => ({}));
let jar: { name: string; value: string }[] = [];
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => jar }),
  headers: async () => new Headers(),
}));
vi.mock("./taint", () => ({ taintSessionTokens: () => {} }));
// The registry over this file's own store (the module's singleton would open the portal's).
const { createSessionRegistry } = await import("./session-registry");
let registry: ReturnType<typeof createSessionRegistry>;
vi.mock("./session-registry", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sessionRegistry: {
    find: (id: string) => registry.find(id),
    revoke: (id: string) => registry.revoke(id),
  },
}));
const { authorize } = await import("./session");
const { encodeSessionToken } = await import("./session-token");
const { SESSION_COOKIE } = await import("./config");

const HOUR = 3_600_000;
const bob = {
  id: "u-bob",
  name: "Bob",
  username: "bob",
  org: "demo",
  roles: ["customer"],
  subscriptions: [],
  accounts: [],
};
const carol = { ...bob, id: "u-carol", name: "Carol", username: "carol" };

/** A cookie made with the session secret (which the tests know): anything an attacker with it could write. */
async function sendCookie(over: { user?: typeof bob; sid: string; sub?: string }) {
  const user = over.user ?? bob;
  const token = sessionTokenOf({
    user,
    sid: over.sid,
    accessToken: jwt({ sub: over.sub ?? user.id, org: "demo" }),
    sessionExpires: Date.now() + HOUR,
  });
  jar = [{ name: SESSION_COOKIE, value: await encodeSessionToken(token as never) }];
}

describe(`item 7: the session record says whose session it is (${testStoreKind})`, () => {
  let close: () => Promise<void>;
  const open = (id: string, userId: string, roles: ("customer" | "agent" | "supervisor")[] = ["customer"]) =>
    registry.open({ id, org: "demo", userId, roles, expiresAt: new Date(Date.now() + HOUR) });

  beforeAll(async () => {
    const opened = await openTestStore("portal-session-binding-");
    close = () => opened.close();
    registry = createSessionRegistry(async () => opened.store.db);
  }, 120_000);
  afterAll(() => close());

  it("item 7: a forged cookie with another user's live session id is refused, and that session ends", async () => {
    await open("s-bob-1", "u-bob");
    await open("s-carol-1", "u-carol");
    await sendCookie({ sid: "s-carol-1" });
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });
    // Someone holding the secret knows carol's session id: it ends.
    await sendCookie({ user: carol, sid: "s-carol-1" });
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });
    // bob's own session is untouched.
    await sendCookie({ sid: "s-bob-1" });
    expect(await authorize("customer")).toMatchObject({ ok: true, session: { user: { id: "u-bob" } } });
  });

  it("item 7: carol's user in the cookie with bob's access token is refused", async () => {
    await open("s-carol-2", "u-carol");
    await sendCookie({ user: carol, sid: "s-carol-2", sub: "u-bob" });
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });
  });

  it("item 7: elevated roles in the cookie are not believed: the session ends", async () => {
    await open("s-bob-3", "u-bob");
    await sendCookie({ user: { ...bob, roles: ["agent", "supervisor"] }, sid: "s-bob-3" });
    expect(await authorize("supervisor")).toMatchObject({ ok: false, status: 401 });
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });
    // The genuine cookie of that session no longer works either.
    await sendCookie({ sid: "s-bob-3" });
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });
  });

  it("item 7: the roles a page sees are the record's", async () => {
    await open("s-agent-4", "u-agent", ["agent", "supervisor"]);
    await sendCookie({ user: { ...bob, id: "u-agent", roles: ["supervisor", "agent"] }, sid: "s-agent-4" });
    const outcome = await authorize("supervisor");
    expect(outcome).toMatchObject({
      ok: true,
      session: { user: { id: "u-agent", roles: ["agent", "supervisor"] } },
    });
  });
});
