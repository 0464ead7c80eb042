import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mocked } from "@/lib/testing/fakes";
import { startStalledServer } from "@/lib/testing/stalled-server";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
// The portal's store, pointed at a PostgreSQL that accepts connections and never answers.
const target = vi.hoisted(() => ({ url: "" }));
vi.mock("@/lib/store/db", async () => {
  const { openPortalStore } = await import("@/lib/store/open");
  return {
    portalDb: () =>
      openPortalStore({
        databaseUrl: target.url,
        dataDir: "unused",
        timeouts: { connectMs: 300, statementMs: 300 },
      }).then((store) => store.db),
  };
});

const { authorize } = await import("@/lib/auth/session");
const { GET } = await import("@/app/api/agent/audit/route");

let stalled: Awaited<ReturnType<typeof startStalledServer>>;
beforeAll(async () => {
  stalled = await startStalledServer();
  target.url = stalled.url;
});
afterAll(() => stalled.close());
beforeEach(() => vi.clearAllMocks());

const agent = {
  ok: true,
  session: { accessToken: "t", user: { id: "u-agent", name: "Ana", org: "demo", roles: ["agent"] } },
} as const;

describe("GET /api/agent/audit with the portal's store stalled", () => {
  it("item 24: answers 503 with Retry-After and the error body within seconds, not an empty 500", async () => {
    mocked(authorize).mockResolvedValue(agent as never);
    const started = performance.now();
    const response = await GET(new Request("http://x/api/agent/audit"));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: false,
      error: {
        code: "storeUnavailable",
        message:
          "The portal is temporarily unavailable. Its own records cannot be reached just now. Please try again in a few seconds.",
      },
    });
  }, 20_000);

  it("item 24: a session check that times out in the store (drizzle's error around the driver's) is a 503 too", async () => {
    mocked(authorize).mockRejectedValue(
      new Error("Failed query: select … from portal.sessions", { cause: new Error("Query read timeout") }),
    );
    const response = await GET(new Request("http://x/api/agent/audit"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("a bug stays a bug: other errors are not dressed up as an outage", async () => {
    mocked(authorize).mockRejectedValue(new TypeError("undefined is not a function"));
    await expect(GET(new Request("http://x/api/agent/audit"))).rejects.toThrow(TypeError);
  });
});
