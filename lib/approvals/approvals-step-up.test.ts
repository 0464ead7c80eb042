import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalStore } from "@/lib/store/open";
import { mocked, movementOf } from "@/lib/testing/fakes";
import { openTestStore } from "@/lib/testing/portal-store";

// The seam between approvals and the SIM-swap step-up is real here (approvals.test.ts stubs the step-up
// out): only the network's answer is given, and the clearances are read from the real audit store.
vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
vi.mock("@/lib/store/db", () => ({ portalDb: vi.fn() }));
vi.mock("@/lib/request-locale", () => ({ requestLocale: async () => "en" }));
vi.mock("@/lib/network/swap-check", () => ({ checkSimSwap: vi.fn() }));
vi.mock("@/lib/operator/billing/api");

const { authorize } = await import("@/lib/auth/session");
const { portalDb } = await import("@/lib/store/db");
const { checkSimSwap } = await import("@/lib/network/swap-check");
const billing = await import("@/lib/operator/billing/api");
const { approvalRequests } = await import("@/lib/store/schema");
const { recordAudit } = await import("@/lib/store/audit");
const { STEP_UP_OVERRIDE_ACTION } = await import("@/lib/network/step-up-rules");
const { refundMovementAction } = await import("@/lib/movements/actions/refund-movement");
const { approveRequestAction } = await import("./actions");

const AGENT = { id: "u-agent", name: "Ana Gent", roles: ["agent"] };
const SUE = { id: "u-supervisor", name: "Sue Pervis", roles: ["supervisor", "agent"] };
let org = "";
let current = AGENT;
mocked(authorize).mockImplementation(async () => ({
  ok: true,
  session: {
    accessToken: `token-${current.id}`,
    user: { ...current, org, username: current.id, subscriptions: [], accounts: [] },
  },
}));

let store: PortalStore;
let closeStore: () => Promise<void>;
beforeAll(async () => {
  ({ store, close: closeStore } = await openTestStore("portal-approvals-step-up-"));
}, 120_000);
afterAll(() => closeStore());
beforeEach(() => {
  vi.clearAllMocks();
  mocked(portalDb).mockResolvedValue(store.db);
  org = `org-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  current = AGENT;
  // The line's SIM moved to another device yesterday.
  mocked(checkSimSwap).mockResolvedValue({
    isNeeded: true,
    check: { ok: true, data: { swapped: true } },
    simMovedAt: new Date(Date.now() - 24 * 3_600_000),
  } as never);
  mocked(billing.getMovement).mockResolvedValue(
    movementOf({
      amount: {
        value_with_taxes: "399",
        value_without_taxes: "329.75206612",
        tax: { type: "VAT", percentage: "21" },
      },
      refundable_with_taxes: "399",
      transaction_type_id: "DEVICE_SALE",
      billable: false,
    }) as never,
  );
  mocked(billing.refundNonSubscribableMovement).mockResolvedValue({ id: "REF-1" });
});

const refund = () => ({
  subscriptionId: "SUB-1004",
  movementId: "MOV-1",
  amountWithTaxes: "75,50",
  amountLocale: "es",
  externalRefundUniqueId: `refund-${org}`,
  approval: { reason: "Device returned unopened" },
});
const requestsOf = () => store.db.select().from(approvalRequests).where(eq(approvalRequests.org, org));

describe("approvals through the real SIM-swap step-up", () => {
  it("a refund above the limit on a swapped line is not even queued until the requester clears the step-up", async () => {
    expect(await refundMovementAction(refund() as never)).toMatchObject({
      ok: false,
      error: { code: "simSwapStepUp" },
    });
    expect(await requestsOf()).toHaveLength(0);
  });

  it("cleared by the requester's override, it is queued; the supervisor's approved send goes without a clearance of theirs", async () => {
    await recordAudit({
      org,
      actorId: AGENT.id,
      actorName: AGENT.name,
      action: STEP_UP_OVERRIDE_ACTION,
      targetType: "line",
      targetId: "SUB-1004",
      customerRef: "SUB-1004",
      changes: { reason: "Customer in the shop with their ID card" },
      outcome: "succeeded",
    });
    expect(await refundMovementAction(refund() as never)).toMatchObject({
      error: { code: "approvalRequested" },
    });
    const [request] = await requestsOf();
    current = SUE;
    expect(await approveRequestAction({ requestId: request?.id ?? "" })).toMatchObject({ ok: true });
    expect(billing.refundNonSubscribableMovement).toHaveBeenCalledTimes(1);
    expect(mocked(billing.refundNonSubscribableMovement).mock.calls[0]?.[3]).toMatchObject({
      amount: { value_with_taxes: "75.5" },
    });
  });

  it("another agent's override does not clear this agent's step-up", async () => {
    await recordAudit({
      org,
      actorId: "u-other-agent",
      actorName: "Otto Ther",
      action: STEP_UP_OVERRIDE_ACTION,
      targetType: "line",
      targetId: "SUB-1004",
      customerRef: "SUB-1004",
      changes: { reason: "Not mine to give" },
      outcome: "succeeded",
    });
    expect(await refundMovementAction(refund() as never)).toMatchObject({ error: { code: "simSwapStepUp" } });
  });
});
