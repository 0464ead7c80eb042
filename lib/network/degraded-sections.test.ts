import { beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, mocked, sessionOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/operator/billing/api", () => ({ getConsumptions: vi.fn() }));
vi.mock("@/lib/operator/gateway/token", () => ({
  staffNetworkToken: vi.fn(),
  forgetStaffNetworkTokens: vi.fn(),
}));
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
const { readCounters } = await import("@/lib/metrics");
const { loadLineDiagnostics } = await import("./diagnostics");

// Each view gets a session of its own: the per-session cache must not answer the line for it.
const support = () => sessionOf(["support"], { org: "demo" });
const gatewayCalls = [
  gateway.retrieveNetworkType,
  gateway.retrieveDeviceType,
  gateway.retrieveDeviceSwapDate,
  gateway.checkTenure,
  gateway.retrieveConsent,
];

/** How many sections each of three views of a line's diagnostics counted as degraded. */
async function degradedPerView(): Promise<number[]> {
  const counts: number[] = [];
  for (let view = 0; view < 3; view++) {
    const before = readCounters().degradedSections;
    await loadLineDiagnostics(support(), "SUB-1001");
    counts.push(readCounters().degradedSections - before);
  }
  return counts;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
  mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
  mocked(staffNetworkToken).mockResolvedValue(jwt({ org: "demo" }));
});

describe("degraded sections of the network pages", () => {
  it("item 25: a gateway fault counts in every view, as a billing fault does", async () => {
    mocked(billing.getConsumptions).mockRejectedValue(new OperatorError(503, "http503", "down"));
    expect(await degradedPerView()).toEqual([1, 1, 1]);

    mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
    for (const call of gatewayCalls)
      mocked(call).mockRejectedValue(new OperatorError(503, "UNAVAILABLE", "down", "t-1", { ref: "r-1" }));
    // Four checks and the consent behind the location: five sections in their error state, each view.
    expect(await degradedPerView()).toEqual([5, 5, 5]);

    // No token at all (the gateway's token service timed out): the whole card fails, once per view.
    mocked(staffNetworkToken).mockRejectedValue(new OperatorError(504, "timeout", "late"));
    expect(await degradedPerView()).toEqual([1, 1, 1]);
  });

  it("item 25: the gateway's answers about the line (4xx) are not counted as faults", async () => {
    for (const call of gatewayCalls)
      mocked(call).mockRejectedValue(
        new OperatorError(422, "SERVICE_NOT_APPLICABLE", "no device", "t-2", { ref: "r-2" }),
      );
    expect(await degradedPerView()).toEqual([0, 0, 0]);
  });
});
