import { inject } from "vitest";

/** Small helpers the contract tests share: raw HTTP against the running sandbox, nothing hidden. */
export const sandboxUrl = () => inject("sandboxUrl");

/** The portal's customer-type client, with the secret this run's sandbox was started with (global-setup). */
export const DEMO_CLIENT = { id: "portal-web", secret: inject("clientSecrets")["portal-web"] };
export const ACME_CLIENT = { id: "acme-web", secret: "acme-web-secret" };
export const DEMO_PASSWORD = "demo-password";

export const basicAuth = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

export async function requestToken(form: Record<string, string>, client = DEMO_CLIENT): Promise<Response> {
  return fetch(`${sandboxUrl()}/auth/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: basicAuth(client.id, client.secret),
    },
    body: new URLSearchParams(form),
  });
}

const tokenCache = new Map<string, string>();

/** An access token for a demo user (alice, bob, carol, agent, support; dave with ACME_CLIENT). */
export async function tokenFor(username: string, client = username === "dave" ? ACME_CLIENT : DEMO_CLIENT) {
  const cached = tokenCache.get(username);
  if (cached) return cached;
  const response = await requestToken({ grant_type: "password", username, password: DEMO_PASSWORD }, client);
  if (response.status !== 200)
    throw new Error(`token for ${username}: ${response.status} ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token: string };
  tokenCache.set(username, access_token);
  return access_token;
}

export async function api(
  path: string,
  init: RequestInit & { as?: string; json?: unknown } = {},
): Promise<Response> {
  const { as, json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (as) h.set("authorization", `Bearer ${await tokenFor(as)}`);
  if (json !== undefined) h.set("content-type", "application/json");
  return fetch(`${sandboxUrl()}${path}`, {
    ...rest,
    headers: h,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

export async function admin(path: string, init: RequestInit = {}) {
  const h = new Headers(init.headers);
  h.set("x-admin-key", inject("adminKey"));
  h.set("content-type", "application/json");
  return fetch(`${sandboxUrl()}/__admin${path}`, { ...init, headers: h });
}

/** Moves the sandbox's token clock forward (expiry, refresh-reuse grace) instead of sleeping. */
export async function advanceSandboxClock(seconds: number) {
  const response = await admin("/clock", {
    method: "POST",
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (response.status !== 200) throw new Error(`clock: ${response.status} ${await response.text()}`);
}

export const resetSandboxClock = () => admin("/clock", { method: "DELETE" });
