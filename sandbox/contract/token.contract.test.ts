import { request } from "node:http";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import {
  ACME_CLIENT,
  admin,
  advanceSandboxClock,
  api,
  basicAuth,
  DEMO_CLIENT,
  DEMO_PASSWORD,
  requestToken,
  resetSandboxClock,
  sandboxUrl,
} from "./client";

const login = (username: string, client = DEMO_CLIENT) =>
  requestToken({ grant_type: "password", username, password: DEMO_PASSWORD }, client);

describe("POST /auth/oauth/token, password grant", () => {
  it("issues a Bearer pair whose claims carry org, roles and what a customer owns", async () => {
    const response = await login("carol");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 300 });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      sub: "u-carol",
      org: "demo",
      roles: ["customer"],
      subscriptions: ["SUB-1003", "SUB-1004"],
      accounts: ["ACC-1003"],
    });
    expect(decodeJwt(body.refresh_token).token_use).toBe("refresh");
  });

  it("gives staff their role and no ownership list", async () => {
    const claims = decodeJwt((await (await login("agent")).json()).access_token);
    expect(claims).toMatchObject({ org: "demo", roles: ["agent"], subscriptions: [], accounts: [] });
  });

  it("gives the billing supervisor both roles: supervisor, and agent for every agent call", async () => {
    const claims = decodeJwt((await (await login("supervisor")).json()).access_token);
    expect(claims).toMatchObject({
      sub: "u-supervisor",
      org: "demo",
      roles: ["supervisor", "agent"],
      subscriptions: [],
    });
    const movements = await api(
      "/billing/v1/orgs/demo/subscription/SUB-1004/movement?fromDate=2000-01-01T00:00:00Z",
      {
        as: "supervisor",
      },
    );
    expect(movements.status).toBe(200);
  });

  it("finds the tenant from the client: dave signs in only through acme's client", async () => {
    expect((await login("dave", ACME_CLIENT)).status).toBe(200);
    const wrongTenant = await login("dave", DEMO_CLIENT);
    expect(wrongTenant.status).toBe(400);
    expect(await wrongTenant.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a wrong password with invalid_grant", async () => {
    const response = await requestToken({ grant_type: "password", username: "alice", password: "nope" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a wrong client secret or no client authentication with 401 invalid_client", async () => {
    const wrongSecret = await login("alice", { id: "portal-web", secret: "guess" });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: "invalid_client" });
    const anonymous = await fetch(`${sandboxUrl()}/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=password&username=alice&password=demo-password",
    });
    expect(anonymous.status).toBe(401);
  });

  it("answers unsupported_grant_type and invalid_request", async () => {
    const unsupported = await requestToken({ grant_type: "authorization_code" });
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: "unsupported_grant_type" });
    const missing = await requestToken({ grant_type: "password", username: "alice" });
    expect(await missing.json()).toMatchObject({ error: "invalid_request" });
    const noGrant = await requestToken({});
    expect(await noGrant.json()).toMatchObject({ error: "invalid_request" });
    const json = await fetch(`${sandboxUrl()}/auth/oauth/token`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: basicAuth(DEMO_CLIENT.id, DEMO_CLIENT.secret),
      },
      body: JSON.stringify({ grant_type: "password", username: "alice", password: DEMO_PASSWORD }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: "invalid_request" });
  });

  it("publishes the verification keys", async () => {
    const jwks = await (await fetch(`${sandboxUrl()}/auth/.well-known/jwks.json`)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: "EC", alg: "ES256", use: "sig" });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe("POST /auth/oauth/token, refresh grant", () => {
  const refresh = (token: string, client = DEMO_CLIENT) =>
    requestToken({ grant_type: "refresh_token", refresh_token: token }, client);

  it("rotates: each refresh returns a new pair that works", async () => {
    const first = await (await login("alice")).json();
    const second = await (await refresh(first.refresh_token)).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const third = await refresh(second.refresh_token);
    expect(third.status).toBe(200);
  });

  it("replays the same pair for a reuse within the grace window (parallel refreshes)", async () => {
    const first = await (await login("alice")).json();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh_token)));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => b.refresh_token)).size).toBe(1);
  });

  it("replays the pair 29 s after the first use, and revokes the whole family at 31 s (grace: 30 s)", async () => {
    try {
      const early = await (await login("bob")).json();
      const earlyNext = await (await refresh(early.refresh_token)).json();
      await advanceSandboxClock(29);
      const replayed = await refresh(early.refresh_token);
      expect(replayed.status).toBe(200);
      expect((await replayed.json()).refresh_token).toBe(earlyNext.refresh_token);

      const first = await (await login("bob")).json();
      const second = await (await refresh(first.refresh_token)).json();
      await advanceSandboxClock(31);
      const replay = await refresh(first.refresh_token);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
      // The legitimate successor is revoked too: the session is over.
      expect((await refresh(second.refresh_token)).status).toBe(400);
    } finally {
      await resetSandboxClock();
    }
  });

  it("refuses a refresh token presented by another client, a forged one, and an access token", async () => {
    const first = await (await login("alice")).json();
    expect((await refresh(first.refresh_token, ACME_CLIENT)).status).toBe(400);
    expect((await refresh(`${first.refresh_token.slice(0, -4)}AAAA`)).status).toBe(400);
    expect((await refresh(first.access_token)).status).toBe(400);
    // None of the refusals burnt the real token.
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });
});

describe("bearer verification on the APIs", () => {
  it("answers 401 for a missing, forged or expired access token", async () => {
    const path = "/billing/v1/orgs/demo/subscription/SUB-1001/consumptions";
    expect((await api(path)).status).toBe(401);
    const forged = await api(path, { headers: { authorization: "Bearer not.a.jwt" } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: "unauthorized" });

    try {
      const { access_token } = await (await login("alice")).json();
      // exp is whole seconds (RFC 7519), so the token may end up to 1 s before 300 s after the call.
      await advanceSandboxClock(298);
      expect((await api(path, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(200);
      await advanceSandboxClock(3);
      const expired = await api(path, { headers: { authorization: `Bearer ${access_token}` } });
      expect(expired.status).toBe(401);
    } finally {
      await resetSandboxClock();
    }
  });
});

describe("the sandbox's token clock (POST/DELETE /__admin/clock)", () => {
  const clock = (init: RequestInit, key?: string) =>
    fetch(`${sandboxUrl()}/__admin/clock`, {
      ...init,
      headers: { "content-type": "application/json", ...(key ? { "x-admin-key": key } : {}) },
    });

  it("needs the admin key", async () => {
    expect((await clock({ method: "POST", body: JSON.stringify({ advanceSeconds: 10 }) })).status).toBe(401);
    expect((await clock({ method: "DELETE" }, "wrong-key")).status).toBe(401);
  });

  it("refuses a malformed, missing, negative, zero or over-a-year advance with 400 and moves nothing", async () => {
    for (const body of [
      "{",
      "{}",
      '{"advanceSeconds":-5}',
      '{"advanceSeconds":0}',
      '{"advanceSeconds":"60"}',
      `{"advanceSeconds":${367 * 86_400}}`,
    ]) {
      const response = await admin("/clock", { method: "POST", body });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalidClock" });
    }
    const reset = await resetSandboxClock();
    expect(await reset.json()).toEqual({ offsetSeconds: 0 });
  });

  it("adds up advances and goes back to real time on DELETE", async () => {
    try {
      expect(await (await admin("/clock", { method: "POST", body: '{"advanceSeconds":30}' })).json()).toEqual(
        { offsetSeconds: 30 },
      );
      expect(await (await admin("/clock", { method: "POST", body: '{"advanceSeconds":15}' })).json()).toEqual(
        { offsetSeconds: 45 },
      );
    } finally {
      expect(await (await resetSandboxClock()).json()).toEqual({ offsetSeconds: 0 });
    }
  });
});

describe("token endpoint hardening", () => {
  const tokenUrl = () => `${sandboxUrl()}/auth/oauth/token`;
  const form = "application/x-www-form-urlencoded";

  it("answers a bad % escape in Basic credentials with 401 invalid_client, not 500", async () => {
    const response = await fetch(tokenUrl(), {
      method: "POST",
      headers: { "content-type": form, authorization: `Basic ${btoa("portal-web:%E0%A4%A")}` },
      body: "grant_type=password&username=alice&password=x",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
  });

  it("refuses repeated parameters (RFC 6749 §3.2) with invalid_request", async () => {
    const response = await fetch(tokenUrl(), {
      method: "POST",
      headers: { "content-type": form, authorization: basicAuth(DEMO_CLIENT.id, DEMO_CLIENT.secret) },
      body: `grant_type=password&username=alice&username=bob&password=${DEMO_PASSWORD}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });

  it("refuses passwords over 1024 characters before hashing them", async () => {
    const response = await requestToken({
      grant_type: "password",
      username: "alice",
      password: "x".repeat(1025),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });
});

describe("POST /auth/oauth/revoke (RFC 7009, sandbox extension)", () => {
  const revoke = (token: string, client = DEMO_CLIENT) =>
    fetch(`${sandboxUrl()}/auth/oauth/revoke`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(client.id, client.secret),
      },
      body: new URLSearchParams({ token, token_type_hint: "refresh_token" }),
    });

  it("ends the refresh token's family: the next refresh is invalid_grant", async () => {
    const { refresh_token } = await (await login("bob")).json();
    expect((await revoke(refresh_token)).status).toBe(200);
    const refreshed = await requestToken({ grant_type: "refresh_token", refresh_token });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("answers 200 for an unknown token, 401 without client authentication", async () => {
    expect((await revoke("not-a-token")).status).toBe(200);
    const anonymous = await fetch(`${sandboxUrl()}/auth/oauth/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token=x",
    });
    expect(anonymous.status).toBe(401);
  });

  it("does not let another client revoke a token", async () => {
    const { refresh_token } = await (await login("alice")).json();
    expect((await revoke(refresh_token, ACME_CLIENT)).status).toBe(200);
    expect((await requestToken({ grant_type: "refresh_token", refresh_token })).status).toBe(200);
  });
});

describe("body size", () => {
  // Its own connection: the sandbox closes it after refusing, which would break a pooled one.
  const postOnce = (path: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const call = request(`${sandboxUrl()}${path}`, {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: basicAuth(DEMO_CLIENT.id, DEMO_CLIENT.secret),
        },
      });
      call.on("response", (response) => resolve(response.statusCode ?? 0));
      call.on("error", reject);
      call.end(body);
    });

  it("refuses bodies over 1 MiB with 413 before reading them", async () => {
    const status = await postOnce(
      "/auth/oauth/token",
      `grant_type=password&username=alice&password=${"x".repeat(2 * 1024 * 1024)}`,
    );
    expect(status).toBe(413);
  });
});
