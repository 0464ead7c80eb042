import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, mocked, sessionOf } from "@/lib/testing/fakes";

/** The whole SIM-swap check's bound in this file; each call's own timeout stays the default 10 s. */
const BOUND_MS = 300;
/** What a busy machine may add to the bound; far below the 20 s of two timed-out calls. */
const SLACK_MS = 2_500;

vi.mock("server-only", () => ({}));
vi.mock("@/lib/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/env")>();
  return { ...real, env: { ...real.env, STEP_UP_CHECK_MS: BOUND_MS } };
});
vi.mock("@/lib/store/audit", () => ({
  recordAudit: vi.fn(async () => undefined),
  listAudit: vi.fn(async () => []),
}));
vi.mock("@/lib/operator/billing/api", () => ({ getConsumptions: vi.fn() }));
vi.mock("@/lib/operator/gateway/token", () => ({
  staffNetworkToken: vi.fn(),
  forgetStaffNetworkTokens: vi.fn(),
}));

const { env } = await import("@/lib/env");
const { recordAudit } = await import("@/lib/store/audit");
const billing = await import("@/lib/operator/billing/api");
const { staffNetworkToken } = await import("@/lib/operator/gateway/token");
const { simSwapStepUp, stepUpOutlook } = await import("./step-up");

/** A gateway that takes every request and never answers it. */
const stalled = { base: "", paths: [] as string[], waiting: [] as IncomingMessage[] };
const server = createServer((request) => {
  stalled.paths.push(request.url ?? "");
  stalled.waiting.push(request);
});

const agent = () => sessionOf(["agent"], { org: "demo", id: "agent-1", name: "Agent" });
const refund = { subscriptionId: "SUB-1001", movementId: "M1" };

/** What `run` gives, and how long it took. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stalled.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (env as { OPERATOR_GATEWAY_URL: string }).OPERATOR_GATEWAY_URL = stalled.base;
  // Warm up what a first check loads (the error words, the HTTP client): the timings below are the bound's.
  const { OperatorError } = await import("@/lib/http");
  mocked(billing.getConsumptions).mockRejectedValueOnce(new OperatorError(503, "http503", "down"));
  await stepUpOutlook(agent(), "SUB-1001");
  await fetch(stalled.base, { signal: AbortSignal.timeout(50) }).catch(() => undefined);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  vi.clearAllMocks();
  stalled.paths = [];
  mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
  mocked(staffNetworkToken).mockResolvedValue(jwt({ org: "demo" }));
});

// Old code waited for two 10 s timeouts: it fails these by the test's own timeout.
describe("the SIM-swap check has one deadline", { timeout: 8_000 }, () => {
  it("item 25: a gateway that never answers: the refund is refused at the bound, not after two timed-out calls", async () => {
    const { value: refusal, ms } = await timed(() => simSwapStepUp(agent(), "refund.create", refund));
    expect(refusal).toMatchObject({ code: "simSwapCheckFailed" });
    expect(ms).toBeGreaterThanOrEqual(BOUND_MS - 5);
    expect(ms).toBeLessThan(BOUND_MS + SLACK_MS);
    // Past the deadline the date of the move is not asked (an aborted call is never sent).
    expect(stalled.paths).not.toContain("/v0/orgs/demo/device-swap/retrieve-date");
    expect(mocked(recordAudit).mock.calls[0]?.[0]).toMatchObject({
      action: "network.stepUp",
      outcome: "failed",
      errorCode: "timeout",
    });
  });

  it("item 25: the agent's page says the check failed within the same bound", async () => {
    const { value: outlook, ms } = await timed(() => stepUpOutlook(agent(), "SUB-1001"));
    expect(outlook).toMatchObject({ state: "checkFailed" });
    expect(ms).toBeLessThan(BOUND_MS + SLACK_MS);
  });

  it("item 25: a billing read that never ends is not waited for past the bound either", async () => {
    mocked(billing.getConsumptions).mockReturnValue(new Promise(() => {}));
    const { value: refusal, ms } = await timed(() => simSwapStepUp(agent(), "refund.create", refund));
    expect(refusal).toMatchObject({ code: "simSwapCheckFailed" });
    expect(ms).toBeLessThan(BOUND_MS + SLACK_MS);
    expect(stalled.paths).toEqual([]);
  });
});
