import { beforeEach, describe, expect, it, vi } from "vitest";
import { mocked, sessionOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/operator/billing/api", () => ({ getConsumptions: vi.fn() }));
vi.mock("@/lib/operator/gateway/token", () => ({
  subscriberNetworkToken: vi.fn(),
  staffNetworkToken: vi.fn(),
}));
vi.mock("@/lib/operator/gateway/api", () => ({
  retrieveNetworkType: vi.fn(),
  retrieveDeviceType: vi.fn(),
  retrieveDeviceSwapDate: vi.fn(),
}));

const billing = await import("@/lib/operator/billing/api");
const tokens = await import("@/lib/operator/gateway/token");
const gateway = await import("@/lib/operator/gateway/api");
const { loadMyLine } = await import("./my-line");

const customer = (subscriptions: string[], roles = ["customer"]) =>
  sessionOf(roles, { id: "alice", name: "Alice", subscriptions, accessToken: "alice-token" });
const NOW = new Date("2026-11-23T12:00:00Z");

beforeEach(() => {
  vi.clearAllMocks();
  mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
  mocked(tokens.subscriberNetworkToken).mockResolvedValue("bound-token");
  mocked(gateway.retrieveNetworkType).mockResolvedValue({ connectedNetworkType: "4G" });
  mocked(gateway.retrieveDeviceType).mockResolvedValue({ lastChecked: "x", tac: "1" });
  mocked(gateway.retrieveDeviceSwapDate).mockResolvedValue({ latestDeviceChange: "2026-11-23T10:00:00Z" });
});

describe("my line", () => {
  it("uses a token exchanged from the customer's own token, bound to the line; the body names no number", async () => {
    const result = await loadMyLine(customer(["SUB-1001"]), "SUB-1001", NOW);
    expect(tokens.subscriberNetworkToken).toHaveBeenCalledWith(
      "alice-token",
      "+34600100001",
      expect.any(Array),
    );
    expect(tokens.staffNetworkToken).not.toHaveBeenCalled();
    expect(mocked(gateway.retrieveDeviceSwapDate).mock.calls[0]?.[0]).toEqual({
      org: "demo",
      accessToken: "bound-token",
    });
    expect(result.ok && "lastSimChange" in result.data && result.data.lastSimChange).toEqual({
      ok: true,
      data: { latestDeviceChange: "2026-11-23T10:00:00Z", isRecent: true },
    });
  });

  it("a SIM change older than 240 hours is not flagged", async () => {
    mocked(gateway.retrieveDeviceSwapDate).mockResolvedValue({ latestDeviceChange: "2026-11-13T11:59:00Z" });
    const result = await loadMyLine(customer(["SUB-1001"]), "SUB-1001", NOW);
    expect(
      result.ok &&
        "lastSimChange" in result.data &&
        result.data.lastSimChange.ok &&
        result.data.lastSimChange.data.isRecent,
    ).toBe(false);
  });

  it("another customer's line is refused before any call", async () => {
    const result = await loadMyLine(customer(["SUB-1002"]), "SUB-1001", NOW);
    expect(result).toMatchObject({ ok: false, problem: { code: "notYourLine" } });
    expect(billing.getConsumptions).not.toHaveBeenCalled();
    expect(tokens.subscriberNetworkToken).not.toHaveBeenCalled();
  });

  it("staff get no customer line view", async () => {
    const result = await loadMyLine(customer([], ["support"]), "SUB-1001", NOW);
    expect(result).toMatchObject({ ok: false, problem: { code: "forbidden" } });
  });

  it("a landline asks the network nothing", async () => {
    mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34910100003", billingType: 4 });
    const result = await loadMyLine(customer(["SUB-1003"]), "SUB-1003", NOW);
    expect(result).toMatchObject({ ok: true, data: { isLandline: true } });
    expect(tokens.subscriberNetworkToken).not.toHaveBeenCalled();
  });
});
