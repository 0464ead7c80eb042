import { createTranslator } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";

vi.mock("server-only", () => ({}));

const { staffNetworkToken, subscriberNetworkToken, forgetStaffNetworkTokens } = await import("./token");
const { checkDeviceSwap, retrieveLocation, matchCustomer } = await import("./api");
const { networkProblem: problemIn } = await import("./errors");
const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });
const networkProblem = (error: unknown) => problemIn(error, english);

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const sentForm = (index: number) => new URLSearchParams(String(fetchMock.mock.calls[index]?.[1]?.body));
const sentJson = (index: number) => JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body));
const sentHeaders = (index: number) => new Headers(fetchMock.mock.calls[index]?.[1]?.headers);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z"), toFake: ["Date"] });
  forgetStaffNetworkTokens();
  fetchMock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("staff network token (client credentials)", () => {
  it("asks with the network client and the scopes, then reuses the token until shortly before expiry", async () => {
    fetchMock.mockImplementation(async () =>
      json(200, { access_token: "t1", expires_in: 300, token_type: "Bearer" }),
    );
    expect(await staffNetworkToken(["kyc-match:match", "device-swap:check"])).toBe("t1");
    const form = sentForm(0);
    expect(form.get("grant_type")).toBe("client_credentials");
    expect(form.get("scope")).toBe("device-swap:check kyc-match:match");
    expect(sentHeaders(0).get("authorization")).toBe(
      `Basic ${Buffer.from("portal-network:portal-network-secret").toString("base64")}`,
    );

    // same scope set in another order: cached
    expect(await staffNetworkToken(["device-swap:check", "kyc-match:match"])).toBe("t1");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // another scope set: its own token
    await staffNetworkToken(["number-recycling:check"]);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // 271 s later (inside the 30 s margin): asked again
    vi.setSystemTime(new Date("2026-11-23T10:04:31Z"));
    await staffNetworkToken(["device-swap:check", "kyc-match:match"]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("an invalid_client refusal is an OperatorError, not a token", async () => {
    fetchMock.mockResolvedValue(json(401, { error: "invalid_client" }));
    await expect(staffNetworkToken(["device-swap:check"])).rejects.toMatchObject({
      status: 401,
      code: "invalid_client",
    });
  });
});

describe("subscriber network token (token exchange)", () => {
  it("exchanges the customer's token with the customer client and a tel: login hint", async () => {
    fetchMock.mockResolvedValue(
      json(200, { access_token: "bound", expires_in: 300, token_type: "Bearer", issued_token_type: "x" }),
    );
    expect(await subscriberNetworkToken("customer-at", "+34600100001", ["device-swap:retrieve-date"])).toBe(
      "bound",
    );
    const form = sentForm(0);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: "customer-at",
      subject_token_type: "urn:ietf:params:oauth:token-type:access_token",
      scope: "device-swap:retrieve-date",
      login_hint: "tel:+34600100001",
    });
    expect(sentHeaders(0).get("authorization")).toBe(
      `Basic ${Buffer.from("portal-web:portal-web-secret").toString("base64")}`,
    );
  });
});

describe("gateway calls", () => {
  it("a staff call names the line in the body and sends an x-correlator", async () => {
    fetchMock.mockResolvedValue(json(200, { swapped: true }));
    const result = await checkDeviceSwap({ org: "demo", accessToken: "t", phoneNumber: "+34600100001" }, 240);
    expect(result).toEqual({ swapped: true });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      "http://localhost:4010/gateway/v0/orgs/demo/device-swap/check",
    );
    expect(sentJson(0)).toEqual({ phoneNumber: "+34600100001", maxAge: 240 });
    // The trace id, as CAMARA's x-correlator pattern allows.
    expect(sentHeaders(0).get("x-correlator")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a bound call carries no identifier; location uses device", async () => {
    fetchMock.mockResolvedValue(json(200, { swapped: false }));
    await checkDeviceSwap({ org: "demo", accessToken: "t" }, 24);
    expect(sentJson(0)).toEqual({ maxAge: 24 });
    fetchMock.mockResolvedValue(
      json(200, {
        lastLocationTime: "2026-11-23T10:00:00Z",
        area: { areaType: "CIRCLE", center: { latitude: 40.4, longitude: -3.7 }, radius: 800 },
      }),
    );
    await retrieveLocation({ org: "demo", accessToken: "t", phoneNumber: "+34600100002" });
    expect(sentJson(1)).toEqual({ device: { phoneNumber: "+34600100002" } });
  });

  it("an unexpected shape is a 502, not data", async () => {
    fetchMock.mockResolvedValue(json(200, { swapped: "yes" }));
    await expect(checkDeviceSwap({ org: "demo", accessToken: "t" }, 24)).rejects.toMatchObject({
      status: 502,
    });
  });

  it("a CAMARA error becomes clear words with its ref", async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        code: "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED",
        title: "The idDocument is required to perform the verification.",
        ref: "trace-1",
        details: "x",
      }),
    );
    const error = await matchCustomer({ org: "demo", accessToken: "t" }, { name: "A" }).catch(
      (e: unknown) => e,
    );
    expect(networkProblem(error)).toEqual({
      code: "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED",
      message: "The operator needs the ID document number to verify this caller.",
      traceId: "trace-1",
    });
  });

  /** The problem a page gets when the gateway answers a device-swap check with this status and body. */
  async function problemOf(status: number, body: Record<string, unknown>) {
    fetchMock.mockResolvedValue(json(status, { title: "x", ref: "r", ...body }));
    return networkProblem(
      await checkDeviceSwap({ org: "demo", accessToken: "t" }, 1).catch((e: unknown) => e),
    );
  }

  it.each([
    [422, { code: "SOMETHING_NEW", title: "Something new." }, "Something new."],
    [
      500,
      { code: "INTERNAL", title: "Unknown server error." },
      "The operator's network check failed. Try again later.",
    ],
  ])(
    "a %i with an unknown code is worded from the API's title, or generically for a 5xx",
    async (status, body, message) => {
      expect((await problemOf(status, body)).message).toBe(message);
    },
  );

  it("a thrown bug is not dressed up as an operator problem", () => {
    expect(() => networkProblem(new Error("bug"))).toThrow("bug");
  });

  it.each([
    [404, "IDENTIFIER_NOT_FOUND", "is a not-found", "notFound"],
    [422, "SERVICE_NOT_APPLICABLE", "is not a not-found", undefined],
  ])("a %i (%s) %s: only a not-found is worded plainly by pages", async (status, code, _title, kind) => {
    expect((await problemOf(status, { code })).kind).toBe(kind);
  });
});

describe("a refused staff token", () => {
  it("is dropped from the cache after a 401, so the next check asks for a new one", async () => {
    const { settleNetwork } = await import("@/lib/network/result");
    fetchMock.mockImplementation(async () =>
      json(200, { access_token: "t1", expires_in: 300, token_type: "Bearer" }),
    );
    await staffNetworkToken(["device-swap:check"]);
    fetchMock.mockResolvedValueOnce(json(401, { code: "UNAUTHENTICATED", title: "x", ref: "r" }));
    const result = await settleNetwork(
      checkDeviceSwap({ org: "demo", accessToken: "t1", phoneNumber: "+34600100001" }, 1),
    );
    expect(result).toMatchObject({ ok: false, problem: { code: "UNAUTHENTICATED" } });
    await staffNetworkToken(["device-swap:check"]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
