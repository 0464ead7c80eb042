import { readFileSync } from "node:fs";
import { expect, inject } from "vitest";
import { NetworkScope } from "@/contract/gateway";
import type { NetworkErrorCode } from "../network/errors";
import { DEMO_CLIENT, requestToken, sandboxUrl, tokenFor } from "./client";

/** Helpers of the network-API contract tests: raw HTTP, literal expectations from docs/network-apis.md. */
export const NETWORK_CLIENT = { id: "portal-network", secret: inject("clientSecrets")["portal-network"] };
export const ACME_NETWORK_CLIENT = { id: "acme-network", secret: "acme-network-secret" };
const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
export const ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token";

export const ALL_SCOPES: readonly string[] = NetworkScope.options;

/** CAMARA's fixed title per code, read from the errors table of docs/network-apis.md: the document is the oracle. */
const TITLES: Record<string, string> = Object.fromEntries(
  readFileSync(new URL("../../docs/network-apis.md", import.meta.url), "utf8")
    .split("\n")
    .flatMap((line) => {
      const row = /^\| \d{3} \| `([A-Z_.]+)` \| ([^|]+) \|/.exec(line);
      return row?.[1] && row[2] ? [[row[1], row[2].trim()]] : [];
    }),
);
export type ErrorCode = NetworkErrorCode;

export const tokenRequest = (client: { id: string; secret: string }, form: Record<string, string>) =>
  requestToken(form, client);

const accessTokenOf = async (response: Response) => {
  if (response.status !== 200) throw new Error(`token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
};

/** Token (a): client credentials, no subscriber. */
export const networkToken = (scopes = ALL_SCOPES, client = NETWORK_CLIENT) =>
  tokenRequest(client, { grant_type: "client_credentials", scope: scopes.join(" ") }).then(accessTokenOf);

export const exchangeForm = async (username: string, msisdn: string, scopes = ALL_SCOPES) => ({
  grant_type: TOKEN_EXCHANGE,
  subject_token: await tokenFor(username),
  subject_token_type: ACCESS_TOKEN_TYPE,
  scope: scopes.join(" "),
  login_hint: `tel:${msisdn}`,
});

/** Token (b): bound to one of the customer's numbers. */
export const boundToken = async (username: string, msisdn: string, scopes = ALL_SCOPES) =>
  tokenRequest(DEMO_CLIENT, await exchangeForm(username, msisdn, scopes)).then(accessTokenOf);

/** POST {gateway_url}/v0/orgs/{org}/{path} with a JSON body. */
export async function gateway(
  path: string,
  body: unknown,
  token: string | undefined,
  { org = "demo", headers = {} }: { org?: string; headers?: Record<string, string> } = {},
) {
  const h = new Headers(headers);
  h.set("content-type", "application/json");
  if (token) h.set("authorization", `Bearer ${token}`);
  return fetch(`${sandboxUrl()}/gateway/v0/orgs/${org}/${path}`, {
    method: "POST",
    headers: h,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The response is the seed's network error body with this code and its literal title. */
export async function expectNetworkError(
  response: Response,
  status: number,
  code: ErrorCode,
  details?: string,
) {
  if (!TITLES[code]) throw new Error(`docs/network-apis.md has no title for ${code}`);
  const body = await response.json();
  expect({ status: response.status, body }).toEqual({
    status,
    body: {
      code,
      title: TITLES[code],
      ref: response.headers.get("x-trace-id"),
      details: details ?? expect.any(String),
    },
  });
  expect(body.details.length).toBeGreaterThan(0);
}

export async function expectOk(response: Response, expected: unknown) {
  const body = await response.json();
  expect({ status: response.status, body }).toEqual({ status: 200, body: expected });
}

/** RFC 3339 date-time this many hours before `reference` (±1 minute of test time). */
export const hoursBefore = (iso: string, reference = new Date()) =>
  (reference.getTime() - new Date(iso).getTime()) / 3_600_000;

export const todayUtc = () => new Date().toISOString().slice(0, 10);
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar day before a YYYY-MM-DD date. */
export const dayBefore = (date: string) => new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);

/** Whole years from a YYYY-MM-DD birthdate to `today` (UTC), as an age check counts them. */
export function ageOn(birthdate: string, today = new Date()) {
  const [y, m, d] = birthdate.split("-").map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? age - 1 : age;
}
