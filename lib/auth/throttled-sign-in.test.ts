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
    const url =
      body.password === password
        ? "http://localhost:3000/"
        : "http://localhost:3000/login?error=CredentialsSignin";
    // Without json=true next-auth redirects instead of answering JSON.
    if (body.json !== "true") return new Response(null, { status: 302, headers: { location: url } });
    return Response.json({ url });
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
    expect(
      (await throttledSignIn(form(`username=bob&password=${"x".repeat(20_000)}`), signIn, throttle)).status,
    ).toBe(413);
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
        form(`username=user-${randomUUID()}&password=wrong&json=true`, socket, {
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
      await throttledSignIn(
        form(`username=user-${randomUUID()}&password=wrong&json=true`, busy),
        signIn,
        throttle,
      );
    expect(
      (await throttledSignIn(form("username=bob&password=wrong&json=true", busy), signIn, throttle)).status,
    ).toBe(429);
    const elsewhere = await throttledSignIn(
      form("username=bob&password=right&json=true", "198.51.100.200"),
      signIn,
      throttle,
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe("item 4: every guess counts, however it is sent", () => {
  it("item 4: wrong passwords sent without json=true (answered with a redirect) are counted too", async () => {
    const throttle = createLoginThrottle();
    const { signIn } = provider();
    const username = `bob-${randomUUID()}`;
    const statuses: number[] = [];
    for (let guess = 0; guess <= LOGIN_LIMITS.perUsernameAndAddress; guess++)
      statuses.push(
        (await throttledSignIn(form(`username=${username}&password=g${guess}`), signIn, throttle)).status,
      );
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  });
});

describe("item 6: strangers' wrong passwords slow a username down but never lock its owner out", () => {
  const known = (cookie: string | null) => (cookie ?? "").split(";")[0] ?? "";
  const withCookie = (request: NextRequest, cookie: string) => {
    request.headers.set("cookie", cookie);
    return new NextRequest(request);
  };

  it("item 6: five wrong passwords from anywhere no longer lock the person out", async () => {
    const throttle = createLoginThrottle();
    const { signIn } = provider();
    const username = `agent-${randomUUID()}`;
    for (let i = 0; i < 5; i++)
      await throttledSignIn(
        form(`username=${username}&password=wrong&json=true`, `192.0.2.${i}`),
        signIn,
        throttle,
      );
    const owner = await throttledSignIn(
      form(`username=${username}&password=right&json=true`, "198.51.100.1"),
      signIn,
      throttle,
    );
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ url: "http://localhost:3000/" });
  });

  it("item 6: a device that signed in before keeps signing in while the username is paused for everyone else", async () => {
    const throttle = createLoginThrottle();
    const { signIn } = provider();
    const username = `support-${randomUUID()}`;
    const signedIn = await throttledSignIn(
      form(`username=${username}&password=right&json=true`, "198.51.100.1"),
      signIn,
      throttle,
    );
    const device = known(signedIn.headers.get("set-cookie"));
    expect(device).toMatch(/^portal-known-device=/);
    expect(signedIn.headers.get("set-cookie")).toMatch(/HttpOnly/);

    // A stranger spreads wrong passwords over many addresses: past the free ones the username pauses.
    for (let i = 0; i <= LOGIN_LIMITS.perUsername.free + 5; i++)
      await throttledSignIn(
        form(`username=${username}&password=wrong&json=true`, `192.0.2.${i}`),
        signIn,
        throttle,
      );
    const newDevice = await throttledSignIn(
      form(`username=${username}&password=right&json=true`, "198.51.100.9"),
      signIn,
      throttle,
    );
    expect(newDevice.status).toBe(429);
    expect(Number(newDevice.headers.get("retry-after"))).toBeGreaterThan(0);

    const again = await throttledSignIn(
      withCookie(form(`username=${username}&password=right&json=true`, "198.51.100.9"), device),
      signIn,
      throttle,
    );
    expect(again.status).toBe(200);

    // The note names the person: another username, or a tampered note, is a new device.
    const forged = `${device.slice(0, -2)}xx`;
    const tampered = await throttledSignIn(
      withCookie(form(`username=${username}&password=right&json=true`, "198.51.100.9"), forged),
      signIn,
      throttle,
    );
    expect(tampered.status).toBe(429);
  });
});
