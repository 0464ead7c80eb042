import { beforeAll, describe, expect, it } from "vitest";
import { admin } from "./client";
import { expectNetworkError, expectOk, gateway, networkToken } from "./network-helpers";

let token: string;
beforeAll(async () => {
  token = await networkToken();
});

const FRAUD = "dpv:FraudPreventionAndDetection";
const ALICE = "+34600100001";
const consent = (body: Record<string, unknown>) =>
  gateway(
    "consent-info/retrieve",
    { phoneNumber: ALICE, clientId: "portal-web", requestCaptureUrl: false, ...body },
    token,
  );
const captureUrl = expect.stringMatching(
  /^http:\/\/localhost:\d+\/gateway\/v0\/sandbox\/consent-capture\/\w+$/,
);

describe("consent status", () => {
  it("a valid consent: one statusInfo item, no reason, no capture URL even when asked", async () => {
    await expectOk(
      await consent({ scopes: ["device-swap:check"], purpose: FRAUD, requestCaptureUrl: true }),
      {
        statusInfo: [{ scopes: ["device-swap:check"], purpose: FRAUD, statusValidForProcessing: true }],
      },
    );
  });

  it("a valid consent with a future expirationDate carries it", async () => {
    const body = await (
      await consent({ scopes: ["kyc-match:match"], purpose: "dpv:IdentityVerification" })
    ).json();
    expect(body).toEqual({
      statusInfo: [
        {
          scopes: ["kyc-match:match"],
          purpose: "dpv:IdentityVerification",
          statusValidForProcessing: true,
          expirationDate: expect.any(String),
        },
      ],
    });
    expect(Date.parse(body.statusInfo[0].expirationDate)).toBeGreaterThan(Date.now());
  });

  it("EXPIRED with a past date, and a capture URL only when requested", async () => {
    const scopes = ["location-retrieval:read"];
    const without = await (await consent({ scopes, purpose: FRAUD })).json();
    expect(without).toEqual({
      statusInfo: [
        {
          scopes,
          purpose: FRAUD,
          statusValidForProcessing: false,
          statusReason: "EXPIRED",
          expirationDate: expect.any(String),
        },
      ],
    });
    expect(Date.parse(without.statusInfo[0].expirationDate)).toBeLessThan(Date.now());
    const withUrl = await (await consent({ scopes, purpose: FRAUD, requestCaptureUrl: true })).json();
    expect(withUrl.captureUrl).toEqual(captureUrl);
    const page = await fetch(withUrl.captureUrl);
    expect(page.status).toBe(200);
  });

  it("PENDING entries and combinations with no entry answer PENDING with a capture URL when asked", async () => {
    await expectOk(
      await consent({
        scopes: ["device-identifier:retrieve-identifier"],
        purpose: FRAUD,
        requestCaptureUrl: true,
      }),
      {
        statusInfo: [
          {
            scopes: ["device-identifier:retrieve-identifier"],
            purpose: FRAUD,
            statusValidForProcessing: false,
            statusReason: "PENDING",
          },
        ],
        captureUrl,
      },
    );
    await expectOk(await consent({ scopes: ["device-swap:check"], purpose: "dpv:Marketing" }), {
      statusInfo: [
        {
          scopes: ["device-swap:check"],
          purpose: "dpv:Marketing",
          statusValidForProcessing: false,
          statusReason: "PENDING",
        },
      ],
    });
  });

  it("403 CONSENT_INFO.NOT_ALLOWED_SCOPES_PURPOSE for a combination the client is not onboarded for", async () => {
    await expectNetworkError(
      await consent({ scopes: ["number-recycling:check"], purpose: "dpv:Marketing" }),
      403,
      "CONSENT_INFO.NOT_ALLOWED_SCOPES_PURPOSE",
      "This client is not onboarded for these scopes with this purpose.",
    );
  });

  it("403 CONSENT_INFO.CAPTURE_FREQUENCY_EXCEEDED when a capture URL is asked past the limit", async () => {
    const bea = { phoneNumber: "+34600100008", scopes: ["device-swap:check"], purpose: FRAUD };
    await expectNetworkError(
      await consent({ ...bea, requestCaptureUrl: true }),
      403,
      "CONSENT_INFO.CAPTURE_FREQUENCY_EXCEEDED",
    );
    await expectOk(await consent(bea), {
      statusInfo: [
        {
          scopes: ["device-swap:check"],
          purpose: FRAUD,
          statusValidForProcessing: false,
          statusReason: "PENDING",
        },
      ],
    });
  });

  it("400 for missing or malformed members", async () => {
    const base = { scopes: ["device-swap:check"], purpose: FRAUD };
    await expectNetworkError(
      await consent({ ...base, scopes: [] }),
      400,
      "INVALID_ARGUMENT",
      "scopes: must hold at least one scope",
    );
    await expectNetworkError(
      await consent({ ...base, purpose: "FraudPrevention" }),
      400,
      "INVALID_ARGUMENT",
      "purpose: must match ^dpv:[a-zA-Z0-9]+$",
    );
    await expectNetworkError(
      await consent({ ...base, purpose: "dpv:Fraud-Prevention" }),
      400,
      "INVALID_ARGUMENT",
    );
    await expectNetworkError(await consent({ ...base, requestCaptureUrl: "true" }), 400, "INVALID_ARGUMENT");
    await expectNetworkError(await consent({ ...base, clientId: "a;drop" }), 400, "INVALID_ARGUMENT");
    const many = Array.from({ length: 51 }, (_, i) => `scope-${i}`);
    await expectNetworkError(
      await consent({ ...base, scopes: many }),
      400,
      "INVALID_ARGUMENT",
      "scopes: must hold at most 50 scopes",
    );
    const { requestCaptureUrl: _omitted, ...noFlag } = {
      ...base,
      phoneNumber: ALICE,
      clientId: "portal-web",
      requestCaptureUrl: 1,
    };
    await expectNetworkError(
      await gateway("consent-info/retrieve", noFlag, token),
      400,
      "INVALID_ARGUMENT",
      "requestCaptureUrl: must be a boolean",
    );
  });

  it("the admin grants and revokes a consent; bad admin bodies change nothing", async () => {
    const scopes = ["connected-network-type:read"];
    const put = (body: unknown) =>
      admin(`/network/demo/${encodeURIComponent(ALICE)}/consent`, {
        method: "PUT",
        body: JSON.stringify(body),
      });
    expect((await put({ clientId: "portal-web", scopes: [], purpose: FRAUD, granted: true })).status).toBe(
      400,
    );
    await expectOk(await consent({ scopes, purpose: FRAUD }), {
      statusInfo: [{ scopes, purpose: FRAUD, statusValidForProcessing: false, statusReason: "PENDING" }],
    });
    expect((await put({ clientId: "portal-web", scopes, purpose: FRAUD, granted: true })).status).toBe(200);
    await expectOk(await consent({ scopes, purpose: FRAUD }), {
      statusInfo: [{ scopes, purpose: FRAUD, statusValidForProcessing: true }],
    });
    expect((await put({ clientId: "portal-web", scopes, purpose: FRAUD, granted: false })).status).toBe(200);
    await expectOk(await consent({ scopes, purpose: FRAUD }), {
      statusInfo: [{ scopes, purpose: FRAUD, statusValidForProcessing: false, statusReason: "DENIED" }],
    });
  });
});
