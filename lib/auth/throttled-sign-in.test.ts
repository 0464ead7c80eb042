import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
// Served through scripts/serve-next.mjs: the socket address header is the TCP peer's.
(globalThis as Record<symbol, unknown>)[Symbol.for("telecom-portal.socket-address-header")] = true;
const { createLoginThrottle, LOGIN_LIMITS } = await import("./login-throttle");
const { throttledSignIn } = await import("./throttled-sign-in");

const URL_ = "http://localhost:3000/api/auth/callback/credentials";

/** next-auth's credentials callback as far as the throttle can tell: its body parser, its answer. */
function provider(password = "right") {
  const tried: string[] = [];
  const signIn = async (request: NextRequest) => {
    const type = request.headers.get("content-type") ?? "";
    const text = await request.text();
    // next-auth's getBody: JSON.parse, or Object.fromEntries(URLSearchParams): the last of a repeated field.
    const body = type.includes("application/json")
      ? JSON.parse(text)
      : Object.fromEntries(new URLSearchParams(text));
    tried.push(body.username);
    const ok = body.password === password;
    return Response.json({
      url: ok ? "http://localhost:3000/" : "http://localhost:3000/login?error=CredentialsSignin",
    });
  };
  return { signIn, tried };
}

const form = (body: string, socket = "198.51.100.7", forged: Record<string, string> = {}) =>
  new NextRequest(URL_, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-portal-socket-address": socket,
      ...forged,
    },
    body,
  });
const json = (body: string) =>
  new NextRequest(URL_, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("item 4: the credentials are read once, as the provider reads them", () => {
  it("item 4: a repeated username is refused with 400, and no guess reaches the provider", async () => {
    const throttle = createLoginThrottle();
    const { signIn, tried } = provider();
    for (let guess = 0; guess < 12; guess++) {
      const decoy = `decoy-${randomUUID()}`;
      const response = await throttledSignIn(
        form(`username=${decoy}&username=bob&password=guess-${guess}&csrfToken=c&json=true`),
        signIn,
        throttle,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: { code: "invalidRequest" } });
    }
    expect(tried).toEqual([]);
  });

  it("item 4: a repeated password, and a JSON body with a repeated or non-string field, are refused with 400", async () => {
    const { signIn, tried } = provider();
    const throttle = createLoginThrottle();
    const refusedBodies = [
      form("username=bob&password=a&password=b"),
      json('{"username":"decoy","username":"bob","password":"guess"}'),
      json('{"username":"bob","password":"a","password":"b"}'),
      json('{"username":["decoy","bob"],"password":"guess"}'),
      json('["username","bob"]'),
      new NextRequest(URL_, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "username=bob",
      }),
    ];
    for (const request of refusedBodies)
      expect((await throttledSignIn(request, signIn, throttle)).status).toBe(400);
    expect(tried).toEqual([]);
  });

  it("item 4: the name counted is the name the provider checks: bob's wrong passwords lead to 429", async () => {
    const throttle = createLoginThrottle();
    const bob = `bob-${randomUUID()}`;
    const { signIn, tried } = provider();
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess++) {
      const response = await throttledSignIn(
        json(JSON.stringify({ username: bob, password: `guess-${guess}` })),
        signIn,
        throttle,
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(new Set(tried)).toEqual(new Set([bob]));
    // The provider got a form with each field once, whatever the client sent.
    const seen = vi.fn(async (request: NextRequest) => {
      expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
      expect(await request.text()).toBe("username=carol&password=right&json=true");
      return Response.json({ url: "http://localhost:3000/" });
    });
    await throttledSignIn(json('{"username":"carol","password":"right","json":"true"}'), seen, throttle);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe("item 5: the per-address limit counts the client's socket address", () => {
  it("item 5: a new X-Forwarded-For and X-Real-IP per request does not escape the per-address limit", async () => {
    const throttle = createLoginThrottle();
    const { signIn } = provider();
    const socket = `203.0.113.${randomUUID()}`;
    const attempt = (i: number) =>
      throttledSignIn(
        form(`username=user-${randomUUID()}&password=wrong`, socket, {
          "x-forwarded-for": `10.0.${i}.1`,
          "x-real-ip": `10.1.${i}.1`,
        }),
        signIn,
        throttle,
      );
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) expect((await attempt(i)).status).toBe(200);
    expect((await attempt(LOGIN_LIMITS.perAddress)).status).toBe(429);
  });

  it("item 5: clients at other addresses keep their own count (no shared bucket without a proxy)", async () => {
    const throttle = createLoginThrottle();
    const { signIn } = provider();
    const busy = `203.0.113.${randomUUID()}`;
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      await throttledSignIn(form(`username=user-${randomUUID()}&password=wrong`, busy), signIn, throttle);
    expect((await throttledSignIn(form("username=bob&password=wrong", busy), signIn, throttle)).status).toBe(
      429,
    );
    const elsewhere = await throttledSignIn(
      form("username=bob&password=right", "198.51.100.200"),
      signIn,
      throttle,
    );
    expect(elsewhere.status).toBe(200);
  });
});
