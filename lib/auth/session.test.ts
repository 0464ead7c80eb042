import { beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, sessionTokenOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [] }),
  headers: async () => new Headers(),
}));
const readSessionToken = vi.fn();
vi.mock("./session-token", () => ({ readSessionToken: (...args: unknown[]) => readSessionToken(...args) }));
const bobsRecord = {
  org: "demo",
  userId: "u-bob",
  roles: ["customer"],
  expiresAt: new Date(Date.now() + 3_600_000),
};
const find = vi.fn(async (_sid: string): Promise<typeof bobsRecord | undefined> => bobsRecord);
vi.mock("./session-registry", () => ({
  sessionRegistry: { find: (sid: string) => find(sid), revoke: async () => {} },
}));
vi.mock("./taint", () => ({ taintSessionTokens: () => {} }));
const { authorize } = await import("./session");

const HOUR = 3_600_000;
const token = (over: Record<string, unknown> = {}) =>
  sessionTokenOf({ sessionExpires: Date.now() + HOUR, accessToken: jwt({ sub: "u-bob" }), ...over });

describe("authorize: where every action and route handler checks the caller", () => {
  beforeEach(() => {
    readSessionToken.mockReset();
    find.mockClear();
  });

  it("lets the right role through, with the session's record checked", async () => {
    readSessionToken.mockResolvedValue(token());
    expect(await authorize("customer")).toMatchObject({ ok: true, session: { user: { id: "u-bob" } } });
    expect(find).toHaveBeenCalledWith("s-bob");
  });

  it("refuses another role with 403", async () => {
    readSessionToken.mockResolvedValue(token());
    expect(await authorize("agent", "support")).toMatchObject({ ok: false, status: 403 });
  });

  it("answers 401 when signed out, when the record was revoked and after the absolute end", async () => {
    readSessionToken.mockResolvedValue(null);
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });

    readSessionToken.mockResolvedValue(token());
    find.mockResolvedValueOnce(undefined);
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });

    // Past the session's end, even with a fresh access token (a refresh never extends the session).
    readSessionToken.mockResolvedValue(token({ sessionExpires: Date.now() - 1 }));
    expect(await authorize("customer")).toMatchObject({ ok: false, status: 401 });
  });
});
