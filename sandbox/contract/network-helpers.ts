import { expect } from "vitest";
import { basicAuth, sandboxUrl, tokenFor } from "./client";

/** Helpers of the network-API contract tests: raw HTTP, literal expectations from docs/network-apis.md. */
export const NETWORK_CLIENT = { id: "portal-network", secret: "portal-network-secret" };
export const ACME_NETWORK_CLIENT = { id: "acme-network", secret: "acme-network-secret" };
const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
export const ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token";

export const ALL_SCOPES = [
  "device-swap:retrieve-date",
  "device-swap:check",
  "kyc-match:match",
  "kyc-age-verification:verify",
  "kyc-tenure:check-tenure",
  "consent-info:retrieve",
  "location-retrieval:read",
  "device-identifier:retrieve-identifier",
  "device-identifier:retrieve-type",
  "connected-network-type:read",
  "number-recycling:check",
];

const TITLES = {
  INVALID_ARGUMENT: "Client specified an invalid argument, request body or query param.",
  OUT_OF_RANGE: "Client specified an invalid range.",
  "KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION":
    "The request must contain at least one attribute besides the phone number.",
  UNAUTHENTICATED:
    "Request not authenticated due to missing, invalid, or expired credentials. A new authentication is required.",
  PERMISSION_DENIED: "Client does not have sufficient permissions to perform this action.",
  "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED": "The idDocument is required to perform the verification.",
  "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_MISMATCH":
    "The idDocument does not match the one associated with the phone number.",
  "CONSENT_INFO.NOT_ALLOWED_SCOPES_PURPOSE":
    "The requested scope(s) and Purpose combination is not allowed for this API Consumer.",
  "CONSENT_INFO.CAPTURE_FREQUENCY_EXCEEDED":
    "The frequency of consent capture requests has been exceeded. Please try again later.",
  IDENTIFIER_NOT_FOUND: "Device identifier not found.",
  NOT_FOUND: "The specified resource is not found.",
  MISSING_IDENTIFIER: "The device cannot be identified.",
  UNNECESSARY_IDENTIFIER: "The device is already identified by the access token.",
  UNSUPPORTED_IDENTIFIER: "The identifier provided is not supported.",
  IDENTIFIER_MISMATCH: "Provided identifiers are not consistent.",
  SERVICE_NOT_APPLICABLE: "The service is not available for the provided identifier.",
  "LOCATION_RETRIEVAL.UNABLE_TO_LOCATE": "Unable to locate the device.",
  "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_AGE": "Unable to provide a location for the requested maxAge.",
  "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_SURFACE":
    "Unable to provide a location for the requested maxSurface.",
} as const;
export type ErrorCode = keyof typeof TITLES;

export async function tokenRequest(client: { id: string; secret: string }, form: Record<string, string>) {
  return fetch(`${sandboxUrl()}/auth/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: basicAuth(client.id, client.secret),
    },
    body: new URLSearchParams(form),
  });
}

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
  tokenRequest(
    { id: "portal-web", secret: "portal-web-secret" },
    await exchangeForm(username, msisdn, scopes),
  ).then(accessTokenOf);

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
