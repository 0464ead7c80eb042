import { beforeEach, describe, expect, it, vi } from "vitest";

const authorize = vi.fn();
const revokeAllOf = vi.fn(async (_org: string, _userId: string) => 2);
vi.mock("./session", () => ({ authorize: (...roles: unknown[]) => authorize(...roles) }));
vi.mock("./session-registry", () => ({
  sessionRegistry: { revokeAllOf: (org: string, userId: string) => revokeAllOf(org, userId) },
}));
vi.mock("@/lib/log", () => ({ log: { info: () => {} } }));
const { signOutEverywhere } = await import("./sign-out-everywhere");

describe("sign out on all devices", () => {
  beforeEach(() => {
    authorize.mockReset();
    revokeAllOf.mockClear();
  });

  it("refuses a signed-out caller with 401 and ends nothing", async () => {
    authorize.mockResolvedValue({ ok: false, status: 401, message: "ended" });
    expect(await signOutEverywhere()).toEqual({ ok: false, status: 401 });
    expect(revokeAllOf).not.toHaveBeenCalled();
  });

  it("ends the sessions of the caller's own user and org only, whatever the caller sends", async () => {
    authorize.mockResolvedValue({
      ok: true,
      session: { user: { id: "u-erin", org: "demo" }, accessToken: "t" },
    });
    // A forged argument is ignored: the action takes no input, the session names the person.
    expect(
      await (signOutEverywhere as (...args: unknown[]) => Promise<unknown>)({ org: "acme", id: "u-dave" }),
    ).toEqual({
      ok: true,
      ended: 2,
    });
    expect(revokeAllOf).toHaveBeenCalledWith("demo", "u-erin");
  });
});
