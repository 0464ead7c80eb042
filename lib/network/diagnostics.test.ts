import { beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, mocked, sessionOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/operator/billing/api", () => ({ getConsumptions: vi.fn() }));
vi.mock("@/lib/operator/gateway/token", () => ({ staffNetworkToken: vi.fn() }));
vi.mock("@/lib/operator/gateway/api", () => ({
  retrieveNetworkType: vi.fn(),
  retrieveDeviceType: vi.fn(),
  retrieveDeviceSwapDate: vi.fn(),
  checkTenure: vi.fn(),
  retrieveConsent: vi.fn(),
  retrieveLocation: vi.fn(),
}));

const billing = await import("@/lib/operator/billing/api");
const { staffNetworkToken } = await import("@/lib/operator/gateway/token");
const gateway = await import("@/lib/operator/gateway/api");
const { OperatorError } = await import("@/lib/http");
const { diagnoseLine, loadLineDiagnostics } = await import("./diagnostics");

const session = (roles: string[], org = "demo", subscriptions: string[] = []) =>
  sessionOf(roles, { org, subscriptions, accessToken: "user-token" });
const support = session(["support"]);
const NOW = new Date("2026-11-23T12:00:00Z");

/** The checks of a mobile line's diagnostics (a test that gets anything else fails here). */
function checksOf(result: Awaited<ReturnType<typeof loadLineDiagnostics>>) {
  if (!result.ok || "isLandline" in result.data) throw new Error(`no checks: ${JSON.stringify(result)}`);
  return result.data;
}

beforeEach(() => {
  vi.clearAllMocks();
  mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
  mocked(staffNetworkToken).mockResolvedValue(jwt({ org: "demo" }));
  mocked(gateway.retrieveNetworkType).mockResolvedValue({ connectedNetworkType: "5G" });
  mocked(gateway.retrieveDeviceType).mockResolvedValue({
    lastChecked: "x",
    tac: "1",
    model: "P",
    manufacturer: "M",
  });
  mocked(gateway.retrieveDeviceSwapDate).mockResolvedValue({ latestDeviceChange: "2026-11-23T10:00:00Z" });
  mocked(gateway.checkTenure).mockResolvedValue({ tenureDateCheck: true, contractType: "PAYM" });
  mocked(gateway.retrieveConsent).mockResolvedValue({
    statusInfo: [
      {
        scopes: ["location-retrieval:read"],
        purpose: "dpv:ServiceProvision",
        statusValidForProcessing: true,
      },
    ],
  });
  mocked(gateway.retrieveLocation).mockResolvedValue({ lastLocationTime: "x", area: {} });
});

describe("line diagnostics", () => {
  it("of a line its page already resolved, asks billing nothing more", async () => {
    const line = { subscriptionId: "SUB-1001", msisdn: "+34600100001", billingType: 2 };
    const result = await diagnoseLine(support, line, NOW);
    expect(checksOf(result).line).toEqual(line);
    expect(billing.getConsumptions).not.toHaveBeenCalled();
    expect(gateway.retrieveNetworkType).toHaveBeenCalledTimes(1);
  });

  it("asks the network nothing about a landline, and says it is one", async () => {
    mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34910000003", billingType: 4 });
    const result = await loadLineDiagnostics(support, "SUB-1003", NOW);
    expect(result).toEqual({
      ok: true,
      data: {
        line: { subscriptionId: "SUB-1003", msisdn: "+34910000003", billingType: 4 },
        isLandline: true,
      },
    });
    expect(staffNetworkToken).not.toHaveBeenCalled();
    expect(gateway.retrieveNetworkType).not.toHaveBeenCalled();
  });

  it("asks the network about the subscription's number, with a staff caller naming it", async () => {
    const result = await loadLineDiagnostics(support, "SUB-1001", NOW);
    expect(result.ok).toBe(true);
    const caller = mocked(gateway.retrieveNetworkType).mock.calls[0]?.[0];
    expect(caller).toMatchObject({ org: "demo", phoneNumber: "+34600100001" });
    expect(mocked(gateway.checkTenure).mock.calls[0]?.[1]).toBe("2025-11-23");
    expect(checksOf(result).location.kind).toBe("located");
  });

  it("without valid consent the location is not asked for, and the capture link is kept", async () => {
    mocked(gateway.retrieveConsent).mockResolvedValue({
      statusInfo: [{ scopes: [], purpose: "p", statusValidForProcessing: false, statusReason: "EXPIRED" }],
      captureUrl: "https://consent.example/x",
    });
    const result = await loadLineDiagnostics(support, "SUB-1001", NOW);
    expect(checksOf(result).location).toEqual({
      kind: "noConsent",
      reason: "EXPIRED",
      captureUrl: "https://consent.example/x",
    });
    expect(gateway.retrieveLocation).not.toHaveBeenCalled();
  });

  it("one failing check shows in its place; the others still answer", async () => {
    mocked(gateway.retrieveDeviceType).mockRejectedValue(
      new OperatorError(422, "SERVICE_NOT_APPLICABLE", "x", "t", {
        code: "SERVICE_NOT_APPLICABLE",
        ref: "r-1",
      }),
    );
    const result = await loadLineDiagnostics(support, "SUB-1001", NOW);
    expect(checksOf(result).device).toMatchObject({
      ok: false,
      problem: { code: "SERVICE_NOT_APPLICABLE", traceId: "r-1" },
    });
    expect(checksOf(result).networkType.ok).toBe(true);
  });

  it("a malformed subscription id is refused before any call", async () => {
    const result = await loadLineDiagnostics(support, "SUB 1001/../x", NOW);
    expect(result).toMatchObject({ ok: false, problem: { code: "invalidSubscription" } });
    expect(billing.getConsumptions).not.toHaveBeenCalled();
  });

  it("a customer role gets no staff token, even for their own line", async () => {
    const result = await loadLineDiagnostics(session(["customer"], "demo", ["SUB-1001"]), "SUB-1001", NOW);
    expect(result).toMatchObject({ ok: false, problem: { code: "forbidden" } });
    expect(staffNetworkToken).not.toHaveBeenCalled();
  });

  it("another customer's line is refused before any call", async () => {
    const result = await loadLineDiagnostics(session(["customer"], "demo", ["SUB-1002"]), "SUB-1001", NOW);
    expect(result).toMatchObject({ ok: false, problem: { code: "notYourLine" } });
    expect(billing.getConsumptions).not.toHaveBeenCalled();
  });

  it("staff of another org than the network client's: no line is asked about", async () => {
    const result = await loadLineDiagnostics(session(["support"], "acme"), "SUB-2001", NOW);
    expect(result).toMatchObject({ ok: false, problem: { code: "wrongTenant" } });
    expect(gateway.retrieveNetworkType).not.toHaveBeenCalled();
  });

  it("a subscription of another org (billing 403) stops before the network", async () => {
    mocked(billing.getConsumptions).mockRejectedValue(
      new OperatorError(403, "forbidden", "Forbidden", "t-9"),
    );
    const result = await loadLineDiagnostics(support, "SUB-2001", NOW);
    expect(result).toMatchObject({ ok: false, problem: { code: "forbidden", traceId: "t-9" } });
    expect(staffNetworkToken).not.toHaveBeenCalled();
  });
});
