import { beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, mocked, sessionOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
vi.mock("@/lib/store/audit", () => ({
  recordAudit: vi.fn(async () => undefined),
  listAudit: vi.fn(async () => []),
}));
vi.mock("@/lib/operator/billing/api", () => ({ getConsumptions: vi.fn() }));
vi.mock("@/lib/operator/gateway/token", () => ({ staffNetworkToken: vi.fn() }));
vi.mock("@/lib/operator/gateway/api", () => ({ checkDeviceSwap: vi.fn(), retrieveDeviceSwapDate: vi.fn() }));

const { authorize } = await import("@/lib/auth/session");
const { recordAudit, listAudit } = await import("@/lib/store/audit");
const billing = await import("@/lib/operator/billing/api");
const { staffNetworkToken } = await import("@/lib/operator/gateway/token");
const gateway = await import("@/lib/operator/gateway/api");
const { OperatorError } = await import("@/lib/http");
const { simSwapStepUp, stepUpOutlook } = await import("./step-up");
const { overrideSimSwapStepUp } = await import("./step-up-override");

const agent = (org = "demo") =>
  sessionOf(["agent"], { org, id: "agent-1", name: "Agent", username: "agent" });
const refund = { subscriptionId: "SUB-1001", movementId: "M1" };
const NOW = new Date("2026-11-23T12:00:00Z");
/** A verification as the audit keeps it: two matching details, one of them private. */
const STRONG = {
  isVerified: true,
  fields: { idDocument: { result: "match" }, birthdate: { result: "match" } },
};
const audited = () => mocked(recordAudit).mock.calls.map((call) => call[0]);

beforeEach(() => {
  vi.clearAllMocks();
  mocked(listAudit).mockResolvedValue([]);
  mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
  mocked(staffNetworkToken).mockResolvedValue(jwt({ org: "demo" }));
  mocked(gateway.checkDeviceSwap).mockResolvedValue({ swapped: true });
  mocked(gateway.retrieveDeviceSwapDate).mockResolvedValue({ latestDeviceChange: "2026-11-21T09:00:00Z" });
  mocked(authorize).mockResolvedValue({ ok: true, session: agent() });
});

describe("SIM-swap step-up", () => {
  it("a recent swap blocks a refund, audited, with the org's window", async () => {
    const refusal = await simSwapStepUp(agent(), "refund.create", refund, NOW);
    expect(refusal).toMatchObject({ code: "simSwapStepUp" });
    // The demo org's 240 hours, worded as days.
    expect(refusal?.message).toMatch(
      /^Nothing was changed: this line's SIM moved to another device in the last 10 days\./,
    );
    expect(mocked(gateway.checkDeviceSwap).mock.calls[0]?.[1]).toBe(240);
    expect(audited()).toEqual([
      expect.objectContaining({
        action: "network.stepUp",
        outcome: "failed",
        errorCode: "simSwapStepUp",
        customerRef: "SUB-1001",
      }),
    ]);
  });

  it("a credit movement is sensitive; a charge or a delete is not and asks nothing", async () => {
    expect(
      await simSwapStepUp(
        agent(),
        "movement.create",
        { subscriptionId: "SUB-1001", valueWithTaxes: "-5.00" },
        NOW,
      ),
    ).not.toBeNull();
    vi.clearAllMocks();
    expect(
      await simSwapStepUp(
        agent(),
        "movement.create",
        { subscriptionId: "SUB-1001", valueWithTaxes: "5.00" },
        NOW,
      ),
    ).toBeNull();
    expect(await simSwapStepUp(agent(), "movement.delete", refund, NOW)).toBeNull();
    expect(gateway.checkDeviceSwap).not.toHaveBeenCalled();
  });

  it("no recent swap: the write goes ahead", async () => {
    mocked(gateway.checkDeviceSwap).mockResolvedValue({ swapped: false });
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toBeNull();
  });

  it("a verified caller in the last 30 minutes clears it, audited as such", async () => {
    mocked(listAudit).mockImplementation(async (filter: { action: string; from: Date }) => {
      expect(filter.from).toEqual(new Date("2026-11-23T11:30:00Z"));
      return filter.action === "network.verifyCaller"
        ? [{ at: new Date("2026-11-23T11:40:00Z"), changes: STRONG }]
        : [];
    });
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toBeNull();
    expect(audited()).toEqual([
      expect.objectContaining({
        outcome: "succeeded",
        changes: expect.objectContaining({ clearedBy: "verifiedCaller" }),
      }),
    ]);
  });

  it("item 11: a verification recorded on the e-mail and name alone does not clear it, whatever it says", async () => {
    // Written under the old rule: every answered field matched, so it says verified.
    mocked(listAudit).mockImplementation(async (filter: { action: string }) =>
      filter.action === "network.verifyCaller"
        ? [
            {
              at: new Date("2026-11-23T11:40:00Z"),
              changes: {
                isVerified: true,
                fields: { email: { result: "match" }, name: { result: "match" } },
              },
            },
          ]
        : [],
    );
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toMatchObject({
      code: "simSwapStepUp",
    });
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).not.toHaveProperty("clearance");
  });

  it("item 11: a weak verification newer than a strong one does not hide the strong one", async () => {
    mocked(listAudit).mockImplementation(async (filter: { action: string }) =>
      filter.action === "network.verifyCaller"
        ? [
            {
              at: new Date("2026-11-23T11:50:00Z"),
              changes: { isVerified: true, fields: { email: { result: "match" } } },
            },
            { at: new Date("2026-11-23T11:40:00Z"), changes: STRONG },
          ]
        : [],
    );
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toMatchObject({
      clearance: { by: "verifiedCaller", until: new Date("2026-11-23T12:10:00Z") },
    });
  });

  it("a verification where something did not match does not clear it", async () => {
    // The store holds only a failed verification: asked for verified ones (lib/store/audit.test.ts), it has none.
    mocked(listAudit).mockImplementation(
      async (filter: { action: string; changes?: Record<string, unknown> }) =>
        filter.action === "network.verifyCaller" && filter.changes?.isVerified !== true
          ? [{ at: new Date("2026-11-23T11:40:00Z"), changes: { isVerified: false } }]
          : [],
    );
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toMatchObject({
      code: "simSwapStepUp",
    });
  });

  it("an override clears it", async () => {
    mocked(listAudit).mockImplementation(async (filter: { action: string }) =>
      filter.action === "network.stepUpOverride"
        ? [{ at: new Date("2026-11-23T11:45:00Z"), changes: { reason: "x" } }]
        : [],
    );
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toBeNull();
    expect(audited()[0]).toMatchObject({ changes: expect.objectContaining({ clearedBy: "override" }) });
  });

  it("a clearance given before the SIM's latest move does not count", async () => {
    mocked(gateway.retrieveDeviceSwapDate).mockResolvedValue({ latestDeviceChange: "2026-11-23T11:50:00Z" });
    const asked: Date[] = [];
    mocked(listAudit).mockImplementation(async (filter: { from: Date }) => {
      asked.push(filter.from);
      return [];
    });
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toMatchObject({
      code: "simSwapStepUp",
    });
    expect(asked).toEqual([new Date("2026-11-23T11:50:00Z"), new Date("2026-11-23T11:50:00Z")]);
  });

  it("when the move's date cannot be read, the 30-minute window alone applies", async () => {
    mocked(gateway.retrieveDeviceSwapDate).mockRejectedValue(new OperatorError(503, "UNAVAILABLE", "x"));
    mocked(listAudit).mockImplementation(async (filter: { action: string; from: Date }) => {
      expect(filter.from).toEqual(new Date("2026-11-23T11:30:00Z"));
      return filter.action === "network.stepUpOverride"
        ? [{ at: new Date("2026-11-23T11:45:00Z"), changes: { reason: "x" } }]
        : [];
    });
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toBeNull();
  });

  it("a failed check stays blocked by an override given before the SIM's latest move", async () => {
    mocked(gateway.checkDeviceSwap).mockRejectedValue(new OperatorError(500, "INTERNAL", "x"));
    mocked(gateway.retrieveDeviceSwapDate).mockResolvedValue({ latestDeviceChange: "2026-11-23T11:50:00Z" });
    mocked(listAudit).mockImplementation(async (filter: { from: Date }) => {
      expect(filter.from).toEqual(new Date("2026-11-23T11:50:00Z"));
      return [];
    });
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toMatchObject({
      code: "simSwapCheckFailed",
    });
  });

  it("a failed check is a blocking, audited state, never a silent pass", async () => {
    mocked(gateway.checkDeviceSwap).mockRejectedValue(
      new OperatorError(500, "INTERNAL", "x", undefined, { code: "INTERNAL", ref: "r-5" }),
    );
    const refusal = await simSwapStepUp(agent(), "refund.create", refund, NOW);
    expect(refusal).toMatchObject({ code: "simSwapCheckFailed", traceId: "r-5" });
    expect(audited()[0]).toMatchObject({
      outcome: "failed",
      errorCode: "INTERNAL",
      changes: expect.objectContaining({ swapped: "unknown" }),
    });
  });

  it("a line without a device (landline) has nothing to swap", async () => {
    mocked(gateway.checkDeviceSwap).mockRejectedValue(new OperatorError(422, "SERVICE_NOT_APPLICABLE", "x"));
    expect(await simSwapStepUp(agent(), "refund.create", refund, NOW)).toBeNull();
  });
});

describe("the step-up outlook pages show (display only)", () => {
  it("a recent swap without clearance: the refund will wait, and nothing is audited", async () => {
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toEqual({
      state: "swapped",
      hours: 240,
      movedAt: new Date("2026-11-21T09:00:00Z"),
    });
    // The network did not say when: the window is all the page can tell.
    mocked(gateway.retrieveDeviceSwapDate).mockResolvedValueOnce({ latestDeviceChange: null });
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toEqual({
      state: "swapped",
      hours: 240,
    });
    expect(audited()).toEqual([]);
  });

  it("clear when the SIM did not move or for a landline; cleared for 30 minutes once an override is recorded", async () => {
    mocked(gateway.checkDeviceSwap).mockResolvedValueOnce({ swapped: false });
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toEqual({ state: "clear" });
    mocked(listAudit).mockImplementation(async (filter: { action: string }) =>
      filter.action === "network.stepUpOverride"
        ? [{ at: new Date("2026-11-23T11:45:00Z"), changes: { reason: "x" } }]
        : [],
    );
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toMatchObject({
      state: "swapped",
      clearance: { by: "override", until: new Date("2026-11-23T12:15:00Z") },
    });
    mocked(listAudit).mockResolvedValue([]);
    mocked(gateway.checkDeviceSwap).mockRejectedValueOnce(
      new OperatorError(422, "SERVICE_NOT_APPLICABLE", "x"),
    );
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toEqual({ state: "clear" });
    expect(audited()).toEqual([]);
  });

  it("a verified caller clears it until 30 minutes after the newest matching verification", async () => {
    // A failed verification at 11:50 came after it; the store answers the newest matching one.
    mocked(listAudit).mockImplementation(
      async (filter: { action: string; changes?: Record<string, unknown>; limit?: number }) => {
        if (filter.action !== "network.verifyCaller") return [];
        expect(filter).toMatchObject({ changes: { isVerified: true } });
        return [{ at: new Date("2026-11-23T11:40:00Z"), changes: STRONG }];
      },
    );
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toMatchObject({
      state: "swapped",
      clearance: { by: "verifiedCaller", until: new Date("2026-11-23T12:10:00Z") },
    });
  });

  it("a check that cannot be made says so with its reference", async () => {
    mocked(gateway.checkDeviceSwap).mockRejectedValue(
      new OperatorError(500, "INTERNAL", "x", undefined, { code: "INTERNAL", ref: "r-6" }),
    );
    expect(await stepUpOutlook(agent(), "SUB-1001", NOW)).toMatchObject({
      state: "checkFailed",
      traceId: "r-6",
    });
  });
});

describe("step-up override", () => {
  it("records the reason for a line of the agent's org", async () => {
    const result = await overrideSimSwapStepUp({
      subscriptionId: "SUB-1001",
      reason: "Customer in store with ID",
    });
    expect(result.ok).toBe(true);
    expect(audited()[0]).toMatchObject({
      action: "network.stepUpOverride",
      changes: { reason: "Customer in store with ID" },
    });
  });

  it.each([
    ["missing reason", { subscriptionId: "SUB-1001" }],
    ["short reason", { subscriptionId: "SUB-1001", reason: "ok" }],
    ["oversized reason", { subscriptionId: "SUB-1001", reason: "x".repeat(501) }],
    ["malformed subscription", { subscriptionId: "../SUB", reason: "a long enough reason" }],
    ["unknown field", { subscriptionId: "SUB-1001", reason: "a long enough reason", until: "2099-01-01" }],
  ])("refuses %s and records nothing", async (_label, input) => {
    expect(await overrideSimSwapStepUp(input)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(recordAudit).not.toHaveBeenCalled();
  });

  it("refuses support staff and customers", async () => {
    mocked(authorize).mockResolvedValue({ ok: false, status: 403, message: "Not your role." });
    expect(
      await overrideSimSwapStepUp({ subscriptionId: "SUB-1001", reason: "a long enough reason" }),
    ).toMatchObject({ ok: false, error: { code: "forbidden" } });
  });

  it("another org's subscription (billing 403) records nothing", async () => {
    mocked(billing.getConsumptions).mockRejectedValue(new OperatorError(403, "forbidden", "Forbidden"));
    expect(
      await overrideSimSwapStepUp({ subscriptionId: "SUB-2001", reason: "a long enough reason" }),
    ).toMatchObject({ ok: false });
    expect(recordAudit).not.toHaveBeenCalled();
  });
});
