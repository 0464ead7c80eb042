import type { APIResponse, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PORTAL_CLIENT_SECRET } from "./support/env";
import { signIn } from "./support/login-page";
import type { SandboxAdmin, SandboxSettings } from "./support/sandbox-admin";
import {
  craftExpiredSessionCookie,
  expireSession,
  passwordGrant,
  requestToken,
  sessionFamilyId,
} from "./support/token-service";

/** A signed JWT (header.payload.signature); the encrypted session cookie (JWE) does not match. */
const JWS = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

test.use({ user: null });
// These tests change sandbox-wide settings: run them one after the other.
test.describe.configure({ mode: "serial" });

let saved: SandboxSettings;
test.beforeAll(async ({ sandbox }) => {
  saved = await sandbox.settings();
});
test.afterAll(async ({ sandbox }) => {
  await sandbox.updateSettings(saved);
  await sandbox.clearFaults();
});

/** The family of the session this browser context holds (other tests sign the same users in meanwhile). */
async function familyOf(sandbox: SandboxAdmin, username: string, context: BrowserContext) {
  const familyId = await sessionFamilyId(context);
  const family = (await sandbox.tokenFamilies(username)).find((f) => f.familyId === familyId);
  if (!family) throw new Error(`no token family ${familyId} for ${username}`);
  return family;
}

function assertNoSecrets(body: string) {
  expect(body).not.toMatch(JWS);
  expect(body).not.toContain(PORTAL_CLIENT_SECRET);
}

test("20 parallel requests crossing the expiry cause exactly one refresh and no sign-out", async ({
  page,
  context,
  sandbox,
}) => {
  await signIn(page, "bob");
  await expect(page).toHaveURL("/customer");
  // Nothing else may touch the portal while the token runs out (no prefetches from an open page).
  await page.goto("about:blank");
  const before = await familyOf(sandbox, "bob", context);
  expect(before).toMatchObject({ tokens: 1, used: 0, revoked: 0 });

  for (let round = 1; round <= 2; round++) {
    // The access token runs out (the session cookie says so: no waiting for it).
    await expireSession(context);
    const kinds = ["/customer", "/api/me", "/api/auth/session"];
    const paths = Array.from({ length: 20 }, (_, i) => kinds[i % kinds.length] ?? "/api/me");
    const responses: APIResponse[] = await Promise.all(
      paths.map((path) => page.request.get(path, { maxRedirects: 0 })),
    );
    for (const response of responses) {
      expect(response.status(), `${response.url()} -> ${response.headers().location}`).toBe(200);
      expect(response.headers().location ?? "").not.toContain("/login");
    }
    for (const response of responses) assertNoSecrets(await response.text());

    const after = await familyOf(sandbox, "bob", context);
    expect(after, `round ${round}`).toMatchObject({ tokens: 1 + round, used: round, revoked: 0 });
  }

  // The rotated cookie was kept: a normal page load still works.
  await page.goto("/customer");
  await expect(page).toHaveURL("/customer");
  await expect(page.getByRole("banner").getByText("Bob Keller").filter({ visible: true })).toBeVisible();
});

test("a slow token service still gets one refresh for many parallel requests", async ({
  page,
  context,
  sandbox,
}) => {
  await signIn(page, "carol");
  await page.goto("about:blank");
  await expireSession(context);
  // Hold the refresh upstream for 1.5 s so every request arrives while it is in flight.
  await sandbox.setFaults([{ match: "^POST /auth/oauth/token$", latencyMs: 1500, times: 5 }]);
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => page.request.get("/api/me", { maxRedirects: 0 })),
  );
  expect(responses.map((r) => r.status())).toEqual(Array(20).fill(200));
  expect(await familyOf(sandbox, "carol", context)).toMatchObject({ tokens: 2, used: 1, revoked: 0 });
});

test("a revoked session sends pages to /login (with the return path) and APIs to 401, and clears the cookie", async ({
  page,
  context,
  sandbox,
}) => {
  // Burn a token family: reuse its first refresh token after the grace window (the sandbox's clock moved).
  const first = await passwordGrant("alice");
  const second = (await (
    await requestToken({ grant_type: "refresh_token", refresh_token: first.refresh_token })
  ).json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
  };
  await sandbox.advanceClock(saved.refreshReuseGraceSeconds + 1);
  try {
    expect(
      (await requestToken({ grant_type: "refresh_token", refresh_token: first.refresh_token })).status,
    ).toBe(400);
  } finally {
    await sandbox.resetClock();
  }

  await context.addCookies([
    await craftExpiredSessionCookie(second, { id: "u-alice", name: "Alice Martin", username: "alice" }),
  ]);
  const api = await page.request.get("/api/me", { maxRedirects: 0 });
  expect(api.status()).toBe(401);
  expect(await api.json()).toMatchObject({ error: { code: "unauthenticated" } });

  await context.addCookies([
    await craftExpiredSessionCookie(second, { id: "u-alice", name: "Alice Martin", username: "alice" }),
  ]);
  await page.goto("/customer?from=revoked");
  await expect(page).toHaveURL("/login?callbackUrl=%2Fcustomer%3Ffrom%3Drevoked");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name.includes("session-token"))).toBeUndefined();
});

test("tokens and the client secret never reach the browser", async ({ page, context }) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().startsWith("http://localhost")) return;
    bodies.push(await response.text().catch(() => ""));
  });
  await signIn(page, "alice");
  await page.goto("/customer");
  for (const path of ["/api/me", "/api/auth/session"]) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    bodies.push(await response.text());
  }
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(Object.keys(session.user).sort()).toEqual(["id", "name", "org", "roles", "username"]);

  for (const body of bodies) assertNoSecrets(body);
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain("session-token");
  assertNoSecrets(readable);
  const sessionCookie = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});
