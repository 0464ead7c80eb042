import { request as playwrightRequest } from "@playwright/test";
import { decode, encode } from "next-auth/jwt";
import { expect, test } from "./fixtures";
import { E2E_OPERATOR_SECRETS, E2E_SESSION_SECRET, PORTAL_URL, SANDBOX_URL } from "./support/env";
import { signIn } from "./support/login-page";

/**
 * Issue 41's review, replayed: each attack it made on the session edge, the network APIs and the
 * stores, sent again as the reviewer sent it, with what the portal or the sandbox answers now. The
 * table is printed; every row must be refused.
 */
test.use({ user: null });

interface Outcome {
  attack: string;
  answer: string;
  refused: boolean;
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function token(client: string, secret: string, form: Record<string, string>) {
  return fetch(`${SANDBOX_URL}/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic(client, secret) },
    body: new URLSearchParams(form),
  });
}

test("the review's attacks, replayed: none succeeds", async ({ page, browser }) => {
  test.slow(); // a sign-in and a dozen round trips
  const outcomes: Outcome[] = [];
  const record = (attack: string, answer: string, refused: boolean) =>
    outcomes.push({ attack, answer, refused });
  const signInPost = (body: string, contentType: string) =>
    page.request.post("/api/auth/callback/credentials", {
      headers: { "content-type": contentType },
      data: body,
      maxRedirects: 0,
    });

  // Item 4: the throttle counted the first name, next-auth checked the last.
  const repeated = await signInPost(
    "username=decoy&username=bob&password=guess&csrfToken=x&json=true",
    "application/x-www-form-urlencoded",
  );
  record("item 4: repeated username in a form", `HTTP ${repeated.status()}`, repeated.status() === 400);
  const repeatedJson = await signInPost(
    '{"username":"decoy","username":"bob","password":"guess","csrfToken":"x","json":"true"}',
    "application/json",
  );
  record("item 4: repeated username in JSON", `HTTP ${repeatedJson.status()}`, repeatedJson.status() === 400);

  // Item 5: a new X-Forwarded-For per request escaped the per-address count. Real guesses (with the
  // sign-in form's CSRF token), all from one socket address (127.0.0.1, not "localhost", which may
  // resolve to either of two).
  const guesser = await playwrightRequest.newContext({
    baseURL: PORTAL_URL.replace("localhost", "127.0.0.1"),
  });
  const { csrfToken } = (await (await guesser.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const target = `mallory-${Date.now().toString(36)}`;
  let last = 0;
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = await guesser.post("/api/auth/callback/credentials", {
      headers: { "x-forwarded-for": `203.0.113.${attempt}`, "x-real-ip": `198.51.100.${attempt}` },
      form: { username: target, password: `guess-${attempt}`, csrfToken, json: "true" },
      maxRedirects: 0,
    });
    last = answer.status();
  }
  await guesser.dispose();
  record("item 5: six guesses, a new X-Forwarded-For each", `6th: HTTP ${last}`, last === 429);

  // Item 7: bob's own cookie, re-encrypted with the session secret, claiming supervisor roles.
  const context = await browser.newContext();
  const bob = await context.newPage();
  await signIn(bob, "bob");
  const cookies = await context.cookies();
  const session = cookies.filter((c) => c.name.startsWith("next-auth.session-token"));
  const value = session.map((c) => c.value).join("");
  const claims = await decode({ token: value, secret: E2E_SESSION_SECRET });
  const forged = await encode({
    secret: E2E_SESSION_SECRET,
    token: { ...claims, user: { ...(claims?.user as object), roles: ["agent", "supervisor"] } },
  });
  const elevated = await fetch(`${PORTAL_URL}/supervisor/limits`, {
    headers: { cookie: `next-auth.session-token=${forged}` },
    redirect: "manual",
  });
  record(
    "item 7: bob's cookie with roles agent + supervisor",
    `HTTP ${elevated.status} ${elevated.headers.get("location") ?? ""}`.trim(),
    elevated.status !== 200,
  );
  await context.close();

  // Item 8: the portal's own redirects and refusals carry the security headers.
  const redirect = await fetch(`${PORTAL_URL}/customer`, { redirect: "manual" });
  record(
    "item 8: CSP on the portal's 307",
    `HTTP ${redirect.status}, CSP ${redirect.headers.has("content-security-policy") ? "present" : "missing"}`,
    redirect.status === 307 && redirect.headers.has("content-security-policy"),
  );
  const outbox = await fetch(`${SANDBOX_URL}/appointments/sandbox/outbox.html`);
  const sandboxHeaders =
    outbox.headers.get("x-content-type-options") === "nosniff" &&
    outbox.headers.has("content-security-policy");
  record("item 8: nosniff and CSP on the sandbox's outbox page", `HTTP ${outbox.status}`, sandboxHeaders);

  // Item 9: location of a subscriber whose consent for this client and purpose has expired.
  const network = await token("portal-network", E2E_OPERATOR_SECRETS.OPERATOR_NETWORK_CLIENT_SECRET, {
    grant_type: "client_credentials",
    scope: "location-retrieval:read",
  });
  const { access_token } = (await network.json()) as { access_token: string };
  const location = await fetch(`${SANDBOX_URL}/gateway/v0/orgs/demo/location-retrieval/retrieve`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ device: { phoneNumber: "+34600100001" } }),
  });
  record("item 9: alice's location without her consent", `HTTP ${location.status}`, location.status === 403);

  // Item 10: the published client secrets.
  for (const [client, secret] of [
    ["portal-web", "portal-web-secret"],
    ["portal-network", "portal-network-secret"],
  ] as const) {
    const published = await token(client, secret, { grant_type: "client_credentials" });
    record(
      `item 10: a token with the published ${client} secret`,
      `HTTP ${published.status}`,
      published.status === 401,
    );
  }

  // Item 26: a lone UTF-16 surrogate in an appointment event (a sandbox 500 before).
  const surrogate = await fetch(`${SANDBOX_URL}/appointments/v1/event`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: E2E_OPERATOR_SECRETS.OPERATOR_APPOINTMENTS_API_KEY,
    },
    body: '{"eventId":"attack-surrogate","comment":"\\ud800"}',
  });
  record(
    "item 26: a lone surrogate in an appointment event",
    `HTTP ${surrogate.status}`,
    surrogate.status === 400,
  );

  console.log(
    [
      "attack | answer | refused",
      ...outcomes.map((o) => `${o.attack} | ${o.answer} | ${o.refused ? "yes" : "NO"}`),
      `${outcomes.filter((o) => !o.refused).length} of ${outcomes.length} attacks succeeded`,
    ].join("\n"),
  );
  expect(outcomes.filter((o) => !o.refused)).toEqual([]);
});
