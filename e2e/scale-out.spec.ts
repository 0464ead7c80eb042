import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { CookieSession } from "./support/cookie-session";
import { E2E_OPERATOR_SECRETS, SANDBOX_ADMIN_KEY } from "./support/env";
import { operatorUrls, type StartedProcess, startProcess, waitForUrl } from "./support/servers";
import { TcpProxy } from "./support/tcp-proxy";

// Two sandbox processes and two portal instances over one PostgreSQL database and one Redis, one
// session cookie sent to either instance (a load balancer without stickiness).
const POSTGRES = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS = { host: "127.0.0.1", port: 6379 };
const SANDBOX_PORTS = [4713, 4714] as const;
const PORTAL_PORTS = [3713, 3714] as const;
const REDIS_PROXY_PORT = 4720;
const EXPIRIES = 3;
const SESSION_SECRET = "scale-out-session-secret-0123456789abcdef";

const database = `portal_scale_${randomBytes(4).toString("hex")}`;
const databaseUrl = (() => {
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  return url.toString();
})();
const redisProxy = new TcpProxy(REDIS_PROXY_PORT, REDIS);
const sandboxUrls = SANDBOX_PORTS.map((port) => `http://localhost:${port}`);
const portalUrls = PORTAL_PORTS.map((port) => `http://localhost:${port}`);
const servers: StartedProcess[] = [];

async function admin(path: string, init: RequestInit = {}) {
  const response = await fetch(`${sandboxUrls[0]}/__admin${path}`, {
    ...init,
    headers: { "x-admin-key": SANDBOX_ADMIN_KEY, "content-type": "application/json" },
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response.json();
}

async function family(username: string) {
  const { families } = (await admin(`/token-families?username=${username}`)) as {
    families: { tokens: number; used: number; revoked: number }[];
  };
  return families.at(-1);
}

/** Requests from one cookie, sent to both instances at once, as many tabs behind a load balancer would. */
async function alternate(session: CookieSession, count: number) {
  const cookie = session.header;
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${portalUrls[i % 2]}/api/me`, { headers: { cookie }, redirect: "manual" }),
    ),
  );
  for (const response of responses) session.remember(response);
  return responses.map((r) => r.status);
}

test.describe.configure({ mode: "serial", timeout: 600_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  await client.query(`create database ${database}`);
  await client.end();
  await redisProxy.open();

  // Both sandboxes start together on the empty database: migrations and seeding must not race.
  const sandboxes = SANDBOX_PORTS.map((port) =>
    startProcess("npx", ["tsx", "sandbox/main.ts"], {
      SANDBOX_PORT: String(port),
      SANDBOX_DATABASE_URL: databaseUrl,
      ...E2E_OPERATOR_SECRETS,
    }),
  );
  servers.push(...sandboxes);
  await Promise.all(
    sandboxUrls.map((url, i) => waitForUrl(`${url}/auth/.well-known/jwks.json`, sandboxes[i])),
  );

  const portals = PORTAL_PORTS.map((port, i) =>
    startProcess("node", ["scripts/serve-next.mjs"], {
      PORT: String(port),
      ...operatorUrls(sandboxUrls[i] ?? ""),
      ...E2E_OPERATOR_SECRETS,
      NEXTAUTH_URL: portalUrls[0] ?? "",
      NEXTAUTH_SECRET: SESSION_SECRET,
      AUDIT_CHAIN_KEY: "scale-out-audit-chain-key-0123456789abcdef",
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PROXY_PORT}`,
    }),
  );
  servers.push(...portals);
  await Promise.all(portalUrls.map((url, i) => waitForUrl(`${url}/api/health`, portals[i])));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await redisProxy.cut();
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  await client.query(`drop database if exists ${database} with (force)`);
  await client.end();
});

test("two sandboxes started together on one empty database both serve the same state", async () => {
  const seenByEach = await Promise.all(
    sandboxUrls.map(async (url) => {
      const response = await fetch(`${url}/__admin/settings`, {
        headers: { "x-admin-key": SANDBOX_ADMIN_KEY },
      });
      return response.json();
    }),
  );
  expect(seenByEach[0]).toEqual(seenByEach[1]);
  for (const server of servers.slice(0, 2))
    expect(server.output()).not.toMatch(/already exists|duplicate key/);
});

test("both instances are ready, with the shared refresh lock", async () => {
  for (const url of portalUrls) {
    const response = await fetch(`${url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      checks: { store: "ok", tokenService: "ok", redis: "ready" },
    });
  }
});

test("one cookie alternating between instances across token expiries: no sign-out, one refresh each", async () => {
  const session = new CookieSession();
  await session.signIn(portalUrls[0] ?? "", "bob");
  expect(await family("bob")).toMatchObject({ tokens: 1, used: 0, revoked: 0 });

  for (let expiry = 1; expiry <= EXPIRIES; expiry++) {
    // The access token runs out (the cookie says so: no waiting for it).
    await session.expire(SESSION_SECRET);
    const before = session.sessionCookie;
    expect(await alternate(session, 10)).toEqual(Array(10).fill(200));
    expect(session.sessionCookie).not.toBe(before);
    expect(await alternate(session, 4)).toEqual(Array(4).fill(200));
    expect(await family("bob")).toMatchObject({ tokens: expiry + 1, used: expiry, revoked: 0 });
  }
});

test("Redis away: both instances keep serving, say so in readiness and logs, and recover", async () => {
  await redisProxy.cut();
  for (const url of portalUrls) {
    const response = await fetch(`${url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ready", checks: { redis: "unavailable" } });
  }
  const session = new CookieSession();
  await session.signIn(portalUrls[1] ?? "", "carol");
  await session.expire(SESSION_SECRET);
  expect(await alternate(session, 6)).toEqual(Array(6).fill(200));
  expect(await alternate(session, 4)).toEqual(Array(4).fill(200));
  expect(await family("carol")).toMatchObject({ revoked: 0 });
  for (const portal of servers.slice(2)) expect(portal.output()).toContain('"event":"redis.unavailable"');

  await redisProxy.open();
  await expect
    .poll(
      async () => ((await (await fetch(`${portalUrls[0]}/api/ready`)).json()) as { checks: object }).checks,
      {
        timeout: 30_000,
      },
    )
    .toMatchObject({ redis: "ready" });
});
