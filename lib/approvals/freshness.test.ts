import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalStore } from "@/lib/store/open";
import { mocked } from "@/lib/testing/fakes";
import { openTestStore } from "@/lib/testing/portal-store";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
vi.mock("@/lib/store/db", () => ({ portalDb: vi.fn() }));

const { authorize } = await import("@/lib/auth/session");
const { portalDb } = await import("@/lib/store/db");
const { GET } = await import("@/app/api/approvals/version/route");
const { createRequest, rejectRequest } = await import("./requests");

let store: PortalStore;
let closeStore: () => Promise<void>;
let org = "";
const NOW = new Date("2026-11-23T10:00:00Z");
const SUE = { id: "u-sup", name: "Sue", roles: ["supervisor", "agent"] };
const ANA = { id: "u-agent", name: "Ana", roles: ["agent"] };
const signIn = (user: typeof SUE, inOrg = org) =>
  mocked(authorize).mockImplementation(async (...roles: string[]) =>
    roles.some((role) => user.roles.includes(role))
      ? ({ ok: true, session: { accessToken: "t", user: { ...user, org: inOrg } } } as never)
      : { ok: false, status: 403, message: "role" },
  );
const version = async (query: string) => {
  const response = await GET(new Request(`http://x/api/approvals/version?${query}`));
  return { status: response.status, version: ((await response.json()) as { version?: string }).version };
};
const ask = (inOrg: string, key: string) =>
  createRequest(store.db, {
    org: inOrg,
    action: "refund.create",
    customerRef: "SUB-1004",
    input: {},
    requestKey: key,
    amount: "60",
    limit: "50",
    requester: ANA,
    reason: "Device returned",
    comment: "",
    now: new Date(),
  });

beforeAll(async () => {
  ({ store, close: closeStore } = await openTestStore("portal-freshness-"));
}, 120_000);
afterAll(() => closeStore());
beforeEach(() => {
  vi.clearAllMocks();
  mocked(portalDb).mockResolvedValue(store.db);
  org = `org-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
});

describe("GET /api/approvals/version", () => {
  it("refuses a wrong view (400), a signed-out caller (401), and the queue to an agent (403)", async () => {
    signIn(SUE);
    expect((await version("view=all")).status).toBe(400);
    mocked(authorize).mockResolvedValueOnce({ ok: false, status: 401, message: "ended" });
    expect((await version("view=mine")).status).toBe(401);
    signIn(ANA);
    expect((await version("view=queue")).status).toBe(403);
    expect((await version("view=mine")).status).toBe(200);
  });

  it("changes when a request comes in or is decided, not otherwise, and not for another org's", async () => {
    signIn(SUE);
    const empty = await version("view=queue");
    expect(await version("view=queue")).toEqual(empty);
    await ask(`${org}-other`, "k-0");
    expect(await version("view=queue")).toEqual(empty);
    const created = await ask(org, "k-1");
    const arrived = await version("view=queue");
    expect(arrived.version).not.toBe(empty.version);
    const id = created.ok ? created.request.id : "";
    await rejectRequest(store.db, { org, id, decider: SUE, comment: "No proof", now: NOW });
    expect((await version("view=queue")).version).toBe(empty.version);
    // The same list filtered to rejected requests has changed too.
    expect((await version("view=queue&state=rejected")).version).not.toBe(empty.version);
  });

  it("a requester's own list follows their requests' states", async () => {
    signIn(ANA);
    const before = await version("view=mine");
    await ask(org, "k-2");
    expect((await version("view=mine")).version).not.toBe(before.version);
  });
});
