import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionTokenOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
const endSession = vi.fn(async (_token: unknown) => {});
vi.mock("./end-session", () => ({ endSession: (token: unknown) => endSession(token) }));
const jar = { sent: [] as { name: string; value: string }[], set: vi.fn() };
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => jar.sent, set: (...args: unknown[]) => jar.set(...args) }),
}));
const { encodeSessionToken } = await import("./session-token");
type SessionToken = Parameters<typeof encodeSessionToken>[0];
const { SESSION_COOKIE } = await import("./config");
const { signOut } = await import("./sign-out");

describe("signOut (server action)", () => {
  beforeEach(() => {
    endSession.mockClear();
    jar.set.mockClear();
  });

  it("ends the session the cookie names and expires the cookie", async () => {
    jar.sent = [
      {
        name: SESSION_COOKIE,
        value: await encodeSessionToken(sessionTokenOf({ sid: "s-42" }) as SessionToken),
      },
    ];
    await signOut();
    expect(endSession).toHaveBeenCalledWith(
      expect.objectContaining({ sid: "s-42", refreshToken: "refresh" }),
    );
    expect(jar.set).toHaveBeenCalledWith(
      SESSION_COOKIE,
      "",
      expect.objectContaining({ maxAge: 0, httpOnly: true }),
    );
  });

  it("with no session or a forged cookie, ends nothing and still clears what was sent", async () => {
    jar.sent = [
      { name: `${SESSION_COOKIE}.0`, value: "forged" },
      { name: "theme", value: "dark" },
    ];
    await signOut();
    expect(endSession).not.toHaveBeenCalled();
    expect(jar.set).toHaveBeenCalledTimes(1);
    expect(jar.set).toHaveBeenCalledWith(`${SESSION_COOKIE}.0`, "", expect.objectContaining({ maxAge: 0 }));
  });
});
