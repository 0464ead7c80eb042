import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, mocked, sessionOf } from "@/lib/testing/fakes";
import { openTestStore, testStoreKind } from "@/lib/testing/portal-store";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/store/db", () => ({ portalDb: vi.fn() }));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
vi.mock("@/lib/operator/billing/api", () => ({ getConsumptions: vi.fn() }));
vi.mock("@/lib/operator/gateway/token", () => ({ staffNetworkToken: vi.fn() }));
vi.mock("@/lib/operator/gateway/api", () => ({
  matchCustomer: vi.fn(),
  verifyAge: vi.fn(),
  checkDeviceSwap: vi.fn(),
  retrieveDeviceSwapDate: vi.fn(),
}));

const { portalDb } = await import("@/lib/store/db");
const { authorize } = await import("@/lib/auth/session");
const billing = await import("@/lib/operator/billing/api");
const { staffNetworkToken } = await import("@/lib/operator/gateway/token");
const gateway = await import("@/lib/operator/gateway/api");
const { verifyCaller } = await import("./verify-caller");
const { simSwapStepUp } = await import("./step-up");

/**
 * The verification goes through the action into a real audit trail, and the step-up reads it back from
 * there: what lifts the step-up is what the store holds, not what a mock says it holds.
 */
describe(`caller verification and the SIM-swap step-up (${testStoreKind})`, () => {
  let close: () => Promise<void>;
  // A line of its own per test: verifications of one test must not clear another's.
  let line = 0;
  const subscriptionId = () => `SUB-CLR-${line}`;
  const agent = (id: string) => sessionOf(["agent"], { org: "demo", id, name: id });
  const signIn = (id: string) => mocked(authorize).mockResolvedValue({ ok: true, session: agent(id) });
  /** The operator answers every field it is asked about with a match. */
  const callerMatches = () =>
    mocked(gateway.matchCustomer).mockImplementation(async (_caller: unknown, fields: object) =>
      Object.fromEntries(Object.keys(fields).map((field) => [`${field}Match`, "true"])),
    );
  const refund = (agentId: string) =>
    simSwapStepUp(agent(agentId), "refund.create", { subscriptionId: subscriptionId(), movementId: "M1" });

  beforeAll(async () => {
    const opened = await openTestStore("portal-step-up-clearance-");
    close = () => opened.close();
    mocked(portalDb).mockResolvedValue(opened.store.db);
  }, 120_000);
  afterAll(() => close());

  beforeEach(() => {
    line += 1;
    mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
    mocked(staffNetworkToken).mockResolvedValue(jwt({ org: "demo" }));
    // The SIM moved two days ago; the clearances below all come after it.
    mocked(gateway.checkDeviceSwap).mockResolvedValue({ swapped: true });
    mocked(gateway.retrieveDeviceSwapDate).mockResolvedValue({
      latestDeviceChange: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    });
    callerMatches();
  });

  it("item 11: the e-mail alone, or the name alone, matching does not lift the step-up", async () => {
    signIn("agent-1");
    for (const detail of [{ email: "alice@example.com" }, { name: "Alice Martín" }]) {
      const verified = await verifyCaller({ subscriptionId: subscriptionId(), ...detail });
      expect(verified).toMatchObject({ ok: true, data: { isVerified: false } });
    }
    expect(await refund("agent-1")).toMatchObject({ code: "simSwapStepUp" });
  });

  it("item 11: one private detail and a second one lift it; the private one alone does not", async () => {
    signIn("agent-1");
    await verifyCaller({ subscriptionId: subscriptionId(), birthdate: "12/04/1985" });
    expect(await refund("agent-1")).toMatchObject({ code: "simSwapStepUp" });
    const verified = await verifyCaller({
      subscriptionId: subscriptionId(),
      birthdate: "12/04/1985",
      email: "alice@example.com",
    });
    expect(verified).toMatchObject({
      ok: true,
      data: { isVerified: true, checked: ["birthdate", "email"] },
    });
    expect(await refund("agent-1")).toBeNull();
  });

  it("item 11: another agent's caller verification does not lift this agent's step-up", async () => {
    signIn("agent-2");
    const verified = await verifyCaller({
      subscriptionId: subscriptionId(),
      idDocument: "66666666Q",
      birthdate: "12/04/1985",
    });
    expect(verified).toMatchObject({ ok: true, data: { isVerified: true } });
    expect(await refund("agent-2")).toBeNull();
    expect(await refund("agent-1")).toMatchObject({ code: "simSwapStepUp" });
  });
});
