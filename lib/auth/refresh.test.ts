import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const refreshGrant = vi.fn();
vi.mock("@/lib/operator/token/client", () => ({ refreshGrant: (token: string) => refreshGrant(token) }));

const { OperatorError } = await import("@/lib/http");
const { refreshSession } = await import("./refresh");
const { SignJWT } = await import("jose");

const accessToken = await new SignJWT({
  org: "demo",
  roles: ["customer"],
  name: "Bob Keller",
  preferred_username: "bob",
  subscriptions: ["SUB-1002"],
  accounts: ["ACC-1002"],
})
  .setProtectedHeader({ alg: "HS256" })
  .setSubject("u-bob")
  .setExpirationTime("5m")
  .sign(new TextEncoder().encode("x".repeat(32)));

/** Signed in long ago: the session's absolute end is close and must not move. */
const SESSION_END = Date.now() + 90_000;

const current = (refreshToken: string) => ({
  user: {
    id: "u-bob",
    name: "Bob Keller",
    username: "bob",
    org: "demo",
    roles: ["customer" as const],
    subscriptions: [],
    accounts: [],
  },
  accessToken: "old-access",
  refreshToken,
  accessTokenExpires: Date.now(),
  refreshAt: Date.now(),
  sid: "s-bob",
  sessionExpires: SESSION_END,
});

describe("refreshSession", () => {
  beforeEach(() => refreshGrant.mockReset());

  it("makes one upstream call for many parallel requests with the same refresh token", async () => {
    let answer: (value: unknown) => void = () => {};
    refreshGrant.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = Array.from({ length: 20 }, () => refreshSession(current("r-parallel")));
    answer({ access_token: accessToken, refresh_token: "r-next", expires_in: 300, token_type: "Bearer" });
    const outcomes = await Promise.all(pending);
    expect(refreshGrant).toHaveBeenCalledTimes(1);
    expect(outcomes.every((o) => o.ok && o.token.refreshToken === "r-next")).toBe(true);
    const [first] = outcomes;
    expect(first?.ok && first.token.user).toMatchObject({ id: "u-bob", subscriptions: ["SUB-1002"] });
  });

  it("keeps the session's id and absolute end: a refresh never extends the session", async () => {
    refreshGrant.mockResolvedValue({
      access_token: accessToken,
      refresh_token: "r-keep-next",
      expires_in: 3600,
      token_type: "Bearer",
    });
    const outcome = await refreshSession(current("r-keep"));
    expect(outcome.ok && outcome.token.sid).toBe("s-bob");
    expect(outcome.ok && outcome.token.sessionExpires).toBe(SESSION_END);
    // The new access token would outlive the session; the session still ends at SESSION_END.
    expect(outcome.ok && outcome.token.accessTokenExpires).toBeGreaterThan(SESSION_END);
  });

  it("replays a finished refresh to a late request carrying the old token", async () => {
    refreshGrant.mockResolvedValue({
      access_token: accessToken,
      refresh_token: "r-late-next",
      expires_in: 300,
      token_type: "Bearer",
    });
    await refreshSession(current("r-late"));
    const late = await refreshSession(current("r-late"));
    expect(refreshGrant).toHaveBeenCalledTimes(1);
    expect(late.ok && late.token.refreshToken).toBe("r-late-next");
  });

  it("reports invalid_grant as an ended session", async () => {
    refreshGrant.mockRejectedValueOnce(new OperatorError(400, "invalid_grant", "revoked"));
    expect(await refreshSession(current("r-revoked"))).toEqual({ ok: false, reason: "ended" });
  });

  it("does not remember a transient failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    refreshGrant.mockRejectedValueOnce(new OperatorError(0, "unreachable", "down"));
    expect(await refreshSession(current("r-flaky"))).toEqual({ ok: false, reason: "unavailable" });
    refreshGrant.mockResolvedValueOnce({
      access_token: accessToken,
      refresh_token: "r-flaky-next",
      expires_in: 300,
      token_type: "Bearer",
    });
    const retry = await refreshSession(current("r-flaky"));
    expect(retry.ok).toBe(true);
    expect(refreshGrant).toHaveBeenCalledTimes(2);
  });
});
