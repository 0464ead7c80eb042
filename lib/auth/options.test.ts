import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionTokenOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
const registry = { open: vi.fn(async () => {}), revoke: vi.fn(async () => {}) };
vi.mock("./session-registry", () => ({ sessionRegistry: registry }));
process.env.OPERATOR_REVOCATION_URL = "http://operator.test/auth/oauth/revoke";
const { authOptions } = await import("./options");

const token = sessionTokenOf({ refreshToken: "refresh-1", sid: "s-alice" });

afterEach(() => vi.unstubAllGlobals());

describe("sign-out", () => {
  it("revokes the session's refresh token at the operator (RFC 7009)", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await authOptions.events?.signOut?.({ token, session: undefined as never });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://operator.test/auth/oauth/revoke");
    expect(new URLSearchParams(String(init.body)).get("token")).toBe("refresh-1");
    expect(new Headers(init.headers).get("authorization")).toMatch(/^Basic /);
  });

  it("ends the server-side session record, so a copied cookie stops working", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    await authOptions.events?.signOut?.({ token, session: undefined as never });
    expect(registry.revoke).toHaveBeenCalledWith("s-alice");
  });
});
