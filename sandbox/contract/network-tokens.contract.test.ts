import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { DEMO_CLIENT, requestToken, tokenFor } from "./client";
import {
  ACCESS_TOKEN_TYPE,
  ACME_NETWORK_CLIENT,
  ALL_SCOPES,
  boundToken,
  exchangeForm,
  expectNetworkError,
  gateway,
  NETWORK_CLIENT,
  tokenRequest,
} from "./network-helpers";

async function oauthError(response: Response, error: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error, error_description: expect.any(String) });
}

describe("network tokens (a): client credentials, no subscriber", () => {
  it("issues a token with the requested scopes, the client as subject and its org", async () => {
    const response = await tokenRequest(NETWORK_CLIENT, {
      grant_type: "client_credentials",
      scope: "device-swap:check kyc-match:match",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      expires_in: 300,
      token_type: "Bearer",
      scope: "device-swap:check kyc-match:match",
    });
    expect(decodeJwt(body.access_token)).toMatchObject({
      sub: "portal-network",
      org: "demo",
      scope: "device-swap:check kyc-match:match",
      token_use: "access",
      client_id: "portal-network",
    });
    expect(decodeJwt(body.access_token).phone_number).toBeUndefined();
  });

  it("grants every network scope when none is asked for", async () => {
    const response = await tokenRequest(ACME_NETWORK_CLIENT, { grant_type: "client_credentials" });
    const body = await response.json();
    // A scope string is a set (RFC 6749 §3.3): its order says nothing.
    expect(body.scope.split(" ").sort()).toEqual([...ALL_SCOPES].sort());
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: "acme-network", org: "acme" });
  });

  it("refuses a scope that is not a network scope, and a wrong secret", async () => {
    await oauthError(
      await tokenRequest(NETWORK_CLIENT, { grant_type: "client_credentials", scope: "billing:all" }),
      "invalid_scope",
    );
    const wrong = await tokenRequest(
      { ...NETWORK_CLIENT, secret: "nope" },
      { grant_type: "client_credentials" },
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe("invalid_client");
  });

  it("keeps client types apart: customer clients cannot use client credentials, network clients cannot log people in", async () => {
    await oauthError(
      await requestToken({ grant_type: "client_credentials" }, DEMO_CLIENT),
      "unauthorized_client",
    );
    await oauthError(
      await tokenRequest(NETWORK_CLIENT, {
        grant_type: "password",
        username: "alice",
        password: "demo-password",
      }),
      "unauthorized_client",
    );
    await oauthError(
      await tokenRequest(NETWORK_CLIENT, await exchangeForm("alice", "+34600100001")),
      "unauthorized_client",
    );
  });
});

describe("network tokens (b): token exchange bound to one subscriber", () => {
  it("binds the customer's own number, with the user as subject", async () => {
    const response = await requestToken(await exchangeForm("alice", "+34600100001", ["device-swap:check"]));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      expires_in: 300,
      token_type: "Bearer",
      scope: "device-swap:check",
      issued_token_type: ACCESS_TOKEN_TYPE,
    });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      sub: "u-alice",
      org: "demo",
      phone_number: "+34600100001",
      scope: "device-swap:check",
    });
    expect(claims.subscriptions).toBeUndefined();
  });

  it("answers for the token's number without a body identifier", async () => {
    const token = await boundToken("carol", "+34600100004");
    const response = await gateway("kyc-tenure/check-tenure", { tenureDate: "2021-06-01" }, token);
    expect(await response.json()).toEqual({ tenureDateCheck: true, contractType: "PAYM" });
  });

  it("refuses another customer's number, another org's number and an unknown one with invalid_target", async () => {
    await oauthError(await requestToken(await exchangeForm("alice", "+34600100002")), "invalid_target");
    await oauthError(await requestToken(await exchangeForm("alice", "+34600200001")), "invalid_target");
    await oauthError(await requestToken(await exchangeForm("bob", "+34600100009")), "invalid_target");
  });

  it("refuses a bad subject token with invalid_grant (a staff token, a forged one, another org's)", async () => {
    const form = await exchangeForm("alice", "+34600100001");
    await oauthError(
      await requestToken({ ...form, subject_token: await tokenFor("agent") }),
      "invalid_grant",
    );
    await oauthError(await requestToken({ ...form, subject_token: "not-a-jwt" }), "invalid_grant");
    const daveForm = await exchangeForm("dave", "+34600200001");
    await oauthError(await requestToken(daveForm), "invalid_grant");
    const networkToken = (
      await (await tokenRequest(NETWORK_CLIENT, { grant_type: "client_credentials" })).json()
    ).access_token;
    await oauthError(await requestToken({ ...form, subject_token: networkToken }), "invalid_grant");
  });

  it("answers invalid_request for a missing or malformed member, invalid_scope for a foreign scope", async () => {
    const form = await exchangeForm("alice", "+34600100001");
    const without = (key: keyof typeof form) =>
      Object.fromEntries(Object.entries(form).filter(([k]) => k !== key));
    await oauthError(await requestToken(without("subject_token")), "invalid_request");
    await oauthError(await requestToken(without("login_hint")), "invalid_request");
    await oauthError(await requestToken({ ...form, subject_token_type: "urn:x" }), "invalid_request");
    await oauthError(await requestToken({ ...form, login_hint: "+34600100001" }), "invalid_request");
    await oauthError(await requestToken({ ...form, login_hint: "tel:0034600100001" }), "invalid_request");
    await oauthError(await requestToken({ ...form, scope: "device-swap:check openid" }), "invalid_scope");
  });

  it("exchanged tokens open no billing data", async () => {
    const token = await boundToken("alice", "+34600100001");
    const { sandboxUrl } = await import("./client");
    const response = await fetch(`${sandboxUrl()}/billing/v1/orgs/demo/subscription/SUB-1001/consumptions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe("network tokens (c): valid token without the scope", () => {
  it("answers 403 PERMISSION_DENIED to a password-grant token and to a token lacking that scope", async () => {
    const body = { phoneNumber: "+34600100001" };
    await expectNetworkError(
      await gateway("device-swap/check", body, await tokenFor("alice")),
      403,
      "PERMISSION_DENIED",
      "The access token lacks the scope device-swap:check.",
    );
    const { networkToken } = await import("./network-helpers");
    await expectNetworkError(
      await gateway("device-swap/check", body, await networkToken(["device-swap:retrieve-date"])),
      403,
      "PERMISSION_DENIED",
      "The access token lacks the scope device-swap:check.",
    );
  });
});
