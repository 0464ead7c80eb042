import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, DEMO_PASSWORD, requestToken, sandboxUrl } from "./client";
import {
  ACME_NETWORK_CLIENT,
  boundToken,
  expectNetworkError,
  gateway,
  networkToken,
} from "./network-helpers";

/** Every operation with a body that is valid for alice's line, and how its subscriber is named. */
const operations = [
  { path: "device-swap/retrieve-date", body: {}, identifier: "phoneNumber" },
  { path: "device-swap/check", body: { maxAge: 240 }, identifier: "phoneNumber" },
  { path: "kyc-match/match", body: { givenName: "Alice" }, identifier: "phoneNumber" },
  { path: "kyc-age-verification/verify", body: { ageThreshold: 18 }, identifier: "phoneNumber" },
  { path: "kyc-tenure/check-tenure", body: { tenureDate: "2024-01-01" }, identifier: "phoneNumber" },
  {
    path: "consent-info/retrieve",
    body: {
      clientId: "portal-web",
      scopes: ["device-swap:check"],
      purpose: "dpv:FraudPreventionAndDetection",
      requestCaptureUrl: false,
    },
    identifier: "phoneNumber",
  },
  { path: "location-retrieval/retrieve", body: {}, identifier: "device" },
  { path: "device-identifier/retrieve-identifier", body: {}, identifier: "device" },
  { path: "device-identifier/retrieve-type", body: {}, identifier: "device" },
  { path: "connected-network-type/retrieve", body: {}, identifier: "phoneNumber" },
  { path: "number-recycling/check", body: { specifiedDate: "2024-01-01" }, identifier: "phoneNumber" },
] as const;

const withNumber = (op: (typeof operations)[number], msisdn: string) =>
  op.identifier === "device"
    ? { ...op.body, device: { phoneNumber: msisdn } }
    : { ...op.body, phoneNumber: msisdn };

let token: string;
let aliceBound: string;
beforeAll(async () => {
  token = await networkToken();
  aliceBound = await boundToken("alice", "+34600100001");
  // Location needs alice's consent for the calling client (network-consent-required covers its absence).
  for (const clientId of ["portal-network", "portal-web"]) {
    const grant = await admin(`/network/demo/${encodeURIComponent("+34600100001")}/consent`, {
      method: "PUT",
      body: JSON.stringify({
        clientId,
        scopes: ["location-retrieval:read"],
        purpose: "dpv:ServiceProvision",
        granted: true,
      }),
    });
    expect(grant.status).toBe(200);
  }
});
afterAll(async () => {
  expect((await admin("/network/reset", { method: "POST" })).status).toBe(204);
});

describe.each(operations)("POST /gateway/v0/orgs/{org}/$path", (op) => {
  it("answers 200 for a managed line, with the x-correlator echoed", async () => {
    const response = await gateway(op.path, withNumber(op, "+34600100001"), token, {
      headers: { "x-correlator": "b4333c46-49c0-4f62-80d7-f0ef930f1c46" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-correlator")).toBe("b4333c46-49c0-4f62-80d7-f0ef930f1c46");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("401 UNAUTHENTICATED without a token, with a forged one, and with a refresh token", async () => {
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600100001"), undefined),
      401,
      "UNAUTHENTICATED",
      "A bearer access token is required.",
    );
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600100001"), `${token.slice(0, -4)}AAAA`),
      401,
      "UNAUTHENTICATED",
    );
    const login = await requestToken({ grant_type: "password", username: "bob", password: DEMO_PASSWORD });
    const { refresh_token } = (await login.json()) as { refresh_token: string };
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600100001"), refresh_token),
      401,
      "UNAUTHENTICATED",
    );
  });

  it("403 PERMISSION_DENIED for another org's token (tenant isolation)", async () => {
    const acme = await networkToken(undefined, ACME_NETWORK_CLIENT);
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600100001"), acme),
      403,
      "PERMISSION_DENIED",
      "The access token does not cover this organization.",
    );
  });

  it("404 IDENTIFIER_NOT_FOUND for a number the org does not manage, including another org's", async () => {
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600100009"), token),
      404,
      "IDENTIFIER_NOT_FOUND",
    );
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600200001"), token),
      404,
      "IDENTIFIER_NOT_FOUND",
    );
  });

  it("422 SERVICE_NOT_APPLICABLE for the landline", async () => {
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34910100003"), token),
      422,
      "SERVICE_NOT_APPLICABLE",
    );
  });

  it("422 MISSING_IDENTIFIER with a subscriber-less token and no identifier", async () => {
    await expectNetworkError(await gateway(op.path, op.body, token), 422, "MISSING_IDENTIFIER");
  });

  it("422 UNNECESSARY_IDENTIFIER with a bound token and an identifier (the same number or another)", async () => {
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600100001"), aliceBound),
      422,
      "UNNECESSARY_IDENTIFIER",
    );
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+34600100002"), aliceBound),
      422,
      "UNNECESSARY_IDENTIFIER",
    );
  });

  it("200 with a bound token and no identifier", async () => {
    expect((await gateway(op.path, op.body, aliceBound)).status).toBe(200);
  });

  it("400 INVALID_ARGUMENT for a malformed body, a malformed number, an unknown member", async () => {
    await expectNetworkError(
      await gateway(op.path, "{not json", token),
      400,
      "INVALID_ARGUMENT",
      "The request body is not valid JSON.",
    );
    await expectNetworkError(
      await gateway(op.path, "[]", token),
      400,
      "INVALID_ARGUMENT",
      "The request body must be a JSON object.",
    );
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "0034600100001"), token),
      400,
      "INVALID_ARGUMENT",
    );
    await expectNetworkError(
      await gateway(op.path, withNumber(op, "+346001000011234567"), token),
      400,
      "INVALID_ARGUMENT",
    );
    await expectNetworkError(
      await gateway(op.path, { ...withNumber(op, "+34600100001"), extra: 1 }, token),
      400,
      "INVALID_ARGUMENT",
      "body: unknown member extra",
    );
  });

  it("400 INVALID_ARGUMENT for an x-correlator outside CAMARA's pattern", async () => {
    const response = await gateway(op.path, withNumber(op, "+34600100001"), token, {
      headers: { "x-correlator": "bad correlator!" },
    });
    await expectNetworkError(
      response,
      400,
      "INVALID_ARGUMENT",
      "x-correlator: must match ^[a-zA-Z0-9-_:;./<>{}]{0,256}$",
    );
  });
});

describe("x-correlator", () => {
  it("is echoed on errors too, and absent when not sent", async () => {
    const refused = await gateway("device-swap/check", { phoneNumber: "+34600100001" }, undefined, {
      headers: { "x-correlator": "corr:1;a.b/c<d>{e}_f" },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-correlator")).toBe("corr:1;a.b/c<d>{e}_f");
    const plain = await gateway("device-swap/check", { phoneNumber: "+34600100001" }, token);
    expect(plain.headers.get("x-correlator")).toBeNull();
    const tooLong = await gateway("device-swap/check", { phoneNumber: "+34600100001" }, token, {
      headers: { "x-correlator": "a".repeat(257) },
    });
    await expectNetworkError(tooLong, 400, "INVALID_ARGUMENT");
    expect(tooLong.headers.get("x-correlator")).toBeNull();
  });
});

describe("device identifiers (seed 2.3)", () => {
  const device = "device-identifier/retrieve-type";
  it("refuses networkAccessIdentifier as unsupported, an empty device as invalid", async () => {
    await expectNetworkError(
      await gateway(device, { device: { networkAccessIdentifier: "123456789@domain.com" } }, token),
      422,
      "UNSUPPORTED_IDENTIFIER",
      "networkAccessIdentifier is not supported.",
    );
    await expectNetworkError(
      await gateway(device, { device: {} }, token),
      400,
      "INVALID_ARGUMENT",
      "device: must hold at least one identifier",
    );
    await expectNetworkError(
      await gateway(device, { device: { ipv4Address: { publicAddress: "300.1.1.1" } } }, token),
      400,
      "INVALID_ARGUMENT",
    );
  });

  it("finds the device by IPv4 or IPv6 and accepts several identifiers of one device, echoing the one used", async () => {
    const expected = { tac: "49015420", model: "3110", manufacturer: "Nokia" };
    const byIp = await gateway(
      device,
      { device: { ipv4Address: { publicAddress: "203.0.113.20", publicPort: 59765 } } },
      token,
    );
    expect(await byIp.json()).toEqual({ lastChecked: expect.any(String), ...expected });
    const both = await gateway(
      device,
      { device: { phoneNumber: "+34600100001", ipv4Address: { publicAddress: "203.0.113.20" } } },
      token,
    );
    expect(await both.json()).toEqual({
      lastChecked: expect.any(String),
      ...expected,
      device: { phoneNumber: "+34600100001" },
    });
    const v6 = await gateway(device, { device: { ipv6Address: "2001:db8:85a3::8a2e:370:7334" } }, token);
    expect(await v6.json()).toEqual({
      lastChecked: expect.any(String),
      tac: "35693803",
      model: "Pixel 8",
      manufacturer: "Google",
    });
  });

  it("422 IDENTIFIER_MISMATCH when the identifiers name different devices", async () => {
    await expectNetworkError(
      await gateway(
        device,
        { device: { phoneNumber: "+34600100002", ipv4Address: { publicAddress: "203.0.113.20" } } },
        token,
      ),
      422,
      "IDENTIFIER_MISMATCH",
      "The identifiers given do not belong to the same device.",
    );
    await expectNetworkError(
      await gateway(device, { phoneNumber: "+34600100001", device: { phoneNumber: "+34600100004" } }, token),
      422,
      "IDENTIFIER_MISMATCH",
    );
    await expectNetworkError(
      await gateway(device, { device: { ipv4Address: { publicAddress: "198.51.100.1" } } }, token),
      404,
      "IDENTIFIER_NOT_FOUND",
    );
  });
});

describe("unknown gateway routes", () => {
  it("answer 404 NOT_FOUND in the network error body", async () => {
    const response = await gateway("device-swap/nowhere", {}, token);
    await expectNetworkError(
      response,
      404,
      "NOT_FOUND",
      "No route for POST /gateway/v0/orgs/demo/device-swap/nowhere.",
    );
    const get = await fetch(`${sandboxUrl()}/gateway/v0/orgs/demo/device-swap/check`);
    expect(get.status).toBe(404);
  });
});
