import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { versionOf } from "@/lib/movements/version";
import type { PortalStore } from "@/lib/store/open";
import { mocked, movementOf } from "@/lib/testing/fakes";
import { openTestStore } from "@/lib/testing/portal-store";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
vi.mock("@/lib/store/db", () => ({ portalDb: vi.fn() }));
vi.mock("@/lib/request-locale", () => ({ requestLocale: async () => "en" }));
// The SIM-swap step-up has its own tests (lib/network/step-up.test.ts): here every line is unswapped.
vi.mock("@/lib/network/step-up", () => ({ simSwapStepUp: vi.fn(async () => null) }));
// Every operator call is a vi.fn(): each test says what the operator answers.
vi.mock("@/lib/operator/billing/api");

const { authorize } = await import("@/lib/auth/session");
const { portalDb } = await import("@/lib/store/db");
const billing = await import("@/lib/operator/billing/api");
const { approvalRequests, auditEntries } = await import("@/lib/store/schema");
const { verifyAuditChain } = await import("@/lib/store/audit-chain");
const { refundMovementAction } = await import("@/lib/movements/actions/refund-movement");
const { createMovementAction } = await import("@/lib/movements/actions/create-movement");
const { updateMovementAction } = await import("@/lib/movements/actions/change-movement");
const { issueRectificationAction } = await import("@/lib/rectifications/actions/rectification-lifecycle");
const { approveRequestAction, rejectRequestAction, updateLimitsAction } = await import("./actions");
const { approvalClock } = await import("./clock");
const { claimForSending } = await import("./requests");
const { readRequests } = await import("./queries");

type Who = "agent" | "sue" | "sam" | "customer" | "acmeSue";
const PEOPLE: Record<Who, { id: string; name: string; org: string; roles: string[] }> = {
  agent: { id: "u-agent", name: "Ana Gent", org: "", roles: ["agent"] },
  sue: { id: "u-supervisor", name: "Sue Pervis", org: "", roles: ["supervisor", "agent"] },
  sam: { id: "u-supervisor-2", name: "Sam Second", org: "", roles: ["supervisor", "agent"] },
  customer: { id: "u-alice", name: "Alice", org: "", roles: ["customer"] },
  acmeSue: { id: "u-acme-sup", name: "Acme Sup", org: "acme-x", roles: ["supervisor", "agent"] },
};

let org = "";
let current: Who = "agent";
function signInAs(who: Who) {
  current = who;
}
mocked(authorize).mockImplementation(async (...roles: string[]) => {
  const p = PEOPLE[current];
  if (!roles.some((r) => p.roles.includes(r)))
    return { ok: false, status: 403, message: "Your role does not give access to this." };
  return {
    ok: true,
    session: {
      accessToken: `token-${p.id}`,
      user: { ...p, org: p.org || org, username: p.id, subscriptions: [], accounts: [] },
    },
  };
});

/** A phone sold on invoice S2025-1: a non-subscribable charge that can be refunded. */
const movement = (over: Record<string, unknown> = {}) =>
  movementOf({
    amount: {
      value_with_taxes: "399",
      value_without_taxes: "329.75206612",
      tax: { type: "VAT", percentage: "21" },
    },
    refundable_with_taxes: "399",
    invoice_id: "INV-S-1",
    invoice_number: "S2025-1",
    external_movement_unique_id: "sale-1",
    billable: false,
    transaction_type_id: "DEVICE_SALE",
    description: "Phone",
    ...over,
  });

let key = 0;
const refund = (amount: string, approval?: unknown) => ({
  subscriptionId: "SUB-1004",
  movementId: "MOV-1",
  amountWithTaxes: amount,
  externalRefundUniqueId: `refund-key-${org}-${key}`,
  ...(approval === undefined ? {} : { approval }),
});

const creditForm = () => ({
  subscriptionId: "SUB-1004",
  productKind: "subscribable" as const,
  type: "ADJUSTMENT" as const,
  movementDatetime: "2025-03-01T10:00:00.000Z",
  valueWithTaxes: "-121",
  valueWithoutTaxes: "-100",
  taxType: "VAT",
  taxPercentage: "21",
  billable: true,
  description: "Goodwill credit",
  externalMovementUniqueId: `mov-key-${org}`,
});

let store: PortalStore;
let closeStore: () => Promise<void>;
const NOW = new Date("2026-11-23T10:00:00Z");

beforeAll(async () => {
  ({ store, close: closeStore } = await openTestStore("portal-approvals-"));
  mocked(portalDb).mockResolvedValue(store.db);
}, 120_000);
afterAll(() => closeStore());
beforeEach(() => {
  vi.clearAllMocks();
  mocked(portalDb).mockResolvedValue(store.db);
  org = `org-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  key += 1;
  approvalClock.now = () => NOW;
  signInAs("agent");
  mocked(billing.getMovement).mockResolvedValue(movement());
  mocked(billing.refundNonSubscribableMovement).mockResolvedValue({ id: "REF-1" });
});

const requestsOf = () => store.db.select().from(approvalRequests).where(eq(approvalRequests.org, org));
const auditOf = async () =>
  (await store.db.select().from(auditEntries).where(eq(auditEntries.org, org))).sort((a, b) => a.id - b.id);

/** The agent asks for a refund of 60 (default limit 50) with a reason; returns the request id. */
async function queueRefund(amount = "60") {
  signInAs("agent");
  const result = await refundMovementAction(
    refund(amount, { reason: "Device returned unopened", comment: "Store receipt seen" }) as never,
  );
  expect(result).toMatchObject({ ok: false, error: { code: "approvalRequested" } });
  const [request] = await requestsOf();
  return request?.id ?? "";
}

describe("limits", () => {
  it("an amount up to the limit is sent alone; one cent above is held and nothing is sent", async () => {
    expect((await refundMovementAction(refund("50") as never)).ok).toBe(true);
    key += 1;
    const above = await refundMovementAction(refund("50.01") as never);
    expect(above).toMatchObject({ ok: false, error: { code: "approvalRequired" } });
    // Both figures as money, as the queue shows them: never a bare "50.01 … 50".
    expect(above.ok ? "" : above.error.message).toContain("€50.01 is above your limit of €50.00");
    expect(billing.refundNonSubscribableMovement).toHaveBeenCalledTimes(1);
    expect(await requestsOf()).toHaveLength(0);
  });

  it("a credit movement counts by its absolute value; a debit never needs approval", async () => {
    mocked(billing.createMovement).mockResolvedValue({ id: "MOV-9" });
    const form = creditForm();
    expect(await createMovementAction(form)).toMatchObject({ error: { code: "approvalRequired" } });
    const debit = {
      ...form,
      valueWithTaxes: "121",
      valueWithoutTaxes: "100",
      externalMovementUniqueId: `d-${org}`,
    };
    expect((await createMovementAction(debit)).ok).toBe(true);
    expect(billing.createMovement).toHaveBeenCalledTimes(1);
  });

  it("issuing a draft rectification above the limit is held: the draft stays a draft", async () => {
    mocked(billing.getRectificationInvoice).mockResolvedValue({
      id: "R-1",
      status: "DRAFT",
      total_with_taxes: "-150",
      reason: { code: "GOODWILL" },
    });
    const ref = { accountId: "ACC-1003", invoiceId: "INV-1", rectificationId: "R-1" };
    const held = await issueRectificationAction({ ...ref, approval: { reason: "Outage week" } } as never);
    expect(held).toMatchObject({ ok: false, error: { code: "approvalRequested" } });
    expect(billing.issueRectificationInvoice).not.toHaveBeenCalled();
    const [request] = await requestsOf();
    expect(request).toMatchObject({
      action: "rectification.issue",
      amount: "150.00000000",
      requestKey: "R-1",
    });
  });

  it("a supervisor changes the limits (audited before and after); agents and bad values are refused", async () => {
    const limits = { refundMax: "100", rectificationMax: "200", creditMovementMax: "10" };
    expect(await updateLimitsAction(limits)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    signInAs("sue");
    for (const bad of [
      { ...limits, refundMax: "-1" },
      { ...limits, refundMax: "1.123456789" },
      { ...limits, refundMax: "1e3" },
      { ...limits, refundMax: "99999999999" },
      { refundMax: "1" },
      null,
    ])
      expect(await updateLimitsAction(bad as never)).toMatchObject({
        ok: false,
        error: { code: "validation" },
      });
    expect(await updateLimitsAction(limits)).toMatchObject({ ok: true });
    const [entry] = await auditOf();
    expect(entry).toMatchObject({ action: "limits.update", actorName: "Sue Pervis" });
    expect(entry?.changes).toMatchObject({ before: { refundMax: "50" }, after: { refundMax: "100" } });

    signInAs("agent");
    expect((await refundMovementAction(refund("60") as never)).ok).toBe(true);
  });
});

describe("approval requests", () => {
  it("a request keeps the exact input, the key, the requester, the reason and the comment", async () => {
    const id = await queueRefund();
    const [request] = await requestsOf();
    expect(id).toMatch(/^APR-[0-9A-Z]{12}$/);
    expect(request).toMatchObject({
      state: "pending",
      requesterName: "Ana Gent",
      reason: "Device returned unopened",
      comment: "Store receipt seen",
      requestKey: `refund-key-${org}-${key}`,
      input: { subscriptionId: "SUB-1004", movementId: "MOV-1", amountWithTaxes: "60" },
      amount: "60.00000000",
      expiresAt: new Date(NOW.getTime() + 72 * 3_600_000),
    });
    expect(billing.refundNonSubscribableMovement).not.toHaveBeenCalled();
  });

  it("a too short reason is refused on its field; the same write submitted again is not queued twice", async () => {
    const short = await refundMovementAction(refund("60", { reason: "x" }) as never);
    expect(short).toMatchObject({
      error: { code: "approvalRequired", fieldErrors: { "approval.reason": expect.any(String) } },
    });
    await queueRefund();
    const again = await refundMovementAction(refund("60", { reason: "Device returned" }) as never);
    expect(again).toMatchObject({ error: { code: "approvalAlreadyRequested" } });
    expect(await requestsOf()).toHaveLength(1);
  });

  it("refuses oversized notes and comments, and a request id in the wrong shape", async () => {
    const long = await refundMovementAction(refund("60", { reason: "r".repeat(201) }) as never);
    expect(long).toMatchObject({
      error: { code: "approvalRequired", fieldErrors: { "approval.reason": expect.any(String) } },
    });
    const id = await queueRefund();
    signInAs("sue");
    expect(await rejectRequestAction({ requestId: id, comment: "c".repeat(1001) })).toMatchObject({
      error: { code: "validation", status: 400 },
    });
    expect(await approveRequestAction({ requestId: id, comment: "c".repeat(1001) })).toMatchObject({
      error: { code: "validation" },
    });
    expect(await approveRequestAction({ requestId: id.toLowerCase() })).toMatchObject({
      error: { code: "validation" },
    });
    expect((await requestsOf())[0]?.state).toBe("pending");
  });

  it("another supervisor approves: the write is sent once, with the requester's key, and every step is audited", async () => {
    const id = await queueRefund();
    signInAs("sue");
    const approved = await approveRequestAction({ requestId: id, comment: "Receipt checked" });
    expect(approved).toEqual({ ok: true, data: { requestId: id, resultId: "REF-1" } });
    const calls = mocked(billing.refundNonSubscribableMovement).mock.calls;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toEqual({ org, accessToken: "token-u-supervisor" });
    expect(calls[0]?.[3]).toMatchObject({ external_refund_unique_id: `refund-key-${org}-${key}` });
    expect((await requestsOf())[0]).toMatchObject({
      state: "sent",
      deciderName: "Sue Pervis",
      outcome: { id: "REF-1" },
    });

    const everything = await auditOf();
    // The write itself is audited intent first: a pending entry, then its outcome.
    expect(everything.filter((e) => e.outcome === "pending").map((e) => e.action)).toEqual(["refund.create"]);
    const trail = everything.filter((e) => e.outcome !== "pending");
    expect(trail.map((e) => e.action)).toEqual([
      "approval.requested",
      "approval.approved",
      "refund.create",
      "approval.sent",
    ]);
    for (const entry of trail.slice(1))
      expect(JSON.stringify(entry.changes)).toMatch(/Ana Gent[\s\S]*Sue Pervis|Sue Pervis[\s\S]*Ana Gent/);
    expect(trail[2]).toMatchObject({ actorName: "Sue Pervis", outcome: "succeeded", targetId: "REF-1" });
    expect((await verifyAuditChain(store.db, org)).broken).toBeUndefined();
  });

  it("refuses self-approval, an agent, a customer, a malformed or unknown id, and another org's request", async () => {
    signInAs("sue");
    const own = await refundMovementAction(refund("60", { reason: "My own customer" }) as never);
    expect(own).toMatchObject({ error: { code: "approvalRequested" } });
    const [request] = await requestsOf();
    const id = request?.id ?? "";
    expect(await approveRequestAction({ requestId: id })).toMatchObject({
      error: { code: "selfApproval", status: 403 },
    });
    expect(await rejectRequestAction({ requestId: id, comment: "no no" })).toMatchObject({
      error: { code: "selfApproval" },
    });
    for (const who of ["agent", "customer"] as const) {
      signInAs(who);
      expect(await approveRequestAction({ requestId: id })).toMatchObject({ error: { code: "forbidden" } });
      expect(await rejectRequestAction({ requestId: id, comment: "nope" })).toMatchObject({
        error: { code: "forbidden" },
      });
    }
    signInAs("sam");
    for (const bad of [{}, { requestId: "APR-1" }, { requestId: 42 }, null, { requestId: `${id}x` }])
      expect(await approveRequestAction(bad as never)).toMatchObject({
        error: { code: "validation", status: 400 },
      });
    expect(await approveRequestAction({ requestId: "APR-000000000000" })).toMatchObject({
      error: { code: "approvalNotFound" },
    });
    signInAs("acmeSue");
    expect(await approveRequestAction({ requestId: id })).toMatchObject({
      error: { code: "approvalNotFound", status: 404 },
    });
    expect(billing.refundNonSubscribableMovement).not.toHaveBeenCalled();
    expect((await requestsOf())[0]?.state).toBe("pending");
  });

  it("a rejection needs a comment, reaches the request, and nothing is sent; approving it afterwards is refused", async () => {
    const id = await queueRefund();
    signInAs("sam");
    expect(await rejectRequestAction({ requestId: id, comment: "" })).toMatchObject({
      error: { code: "validation" },
    });
    expect(await rejectRequestAction({ requestId: id, comment: "No receipt on file" })).toEqual({
      ok: true,
      data: { requestId: id },
    });
    expect((await requestsOf())[0]).toMatchObject({
      state: "rejected",
      decisionComment: "No receipt on file",
      deciderName: "Sam Second",
    });
    signInAs("sue");
    expect(await approveRequestAction({ requestId: id })).toMatchObject({
      error: { code: "approvalAlreadyDecided" },
    });
    expect(billing.refundNonSubscribableMovement).not.toHaveBeenCalled();
    expect((await auditOf()).map((e) => e.action)).toEqual(["approval.requested", "approval.rejected"]);
  });
});

describe("expiry and races", () => {
  it("expires after 72 hours by the clock: approving then is refused and the expiry is audited", async () => {
    const id = await queueRefund();
    approvalClock.now = () => new Date(NOW.getTime() + 72 * 3_600_000 - 1);
    signInAs("sue");
    approvalClock.now = () => new Date(NOW.getTime() + 72 * 3_600_000);
    expect(await approveRequestAction({ requestId: id })).toMatchObject({
      error: { code: "approvalExpired", status: 409 },
    });
    expect(billing.refundNonSubscribableMovement).not.toHaveBeenCalled();
    expect((await requestsOf())[0]?.state).toBe("expired");
    const expired = (await auditOf()).find((e) => e.action === "approval.expired");
    expect(expired?.changes).toMatchObject({ requestedBy: { name: "Ana Gent" } });
  });

  it("a list read after the deadline shows the request expired, for the requester and the queue", async () => {
    await queueRefund();
    expect((await readRequests({ org, order: "oldest", states: ["pending"] })).length).toBe(1);
    approvalClock.now = () => new Date(NOW.getTime() + 73 * 3_600_000);
    expect(await readRequests({ org, order: "oldest", states: ["pending"] })).toHaveLength(0);
    const [mine] = await readRequests({ org, order: "newest", requesterId: "u-agent" });
    expect(mine?.state).toBe("expired");
  });

  it("one millisecond before expiry it can still be approved", async () => {
    const id = await queueRefund();
    signInAs("sue");
    approvalClock.now = () => new Date(NOW.getTime() + 72 * 3_600_000 - 1);
    expect((await approveRequestAction({ requestId: id })).ok).toBe(true);
  });

  it("two supervisors approving at once: exactly one claim wins", async () => {
    const id = await queueRefund();
    const decide = (who: { id: string; name: string }) =>
      claimForSending(store.db, { org, id, decider: who, comment: "", now: NOW });
    const results = await Promise.all([decide(PEOPLE.sue), decide(PEOPLE.sam), decide(PEOPLE.sue)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "approvalAlreadyDecided" })]),
    );
  });

  it("approve clicked twice at once, or replayed later: one refund upstream", async () => {
    const id = await queueRefund();
    signInAs("sue");
    const both = await Promise.all([
      approveRequestAction({ requestId: id }),
      approveRequestAction({ requestId: id }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ error: { code: "approvalAlreadyDecided" } });
    const replay = await approveRequestAction({ requestId: id });
    expect(replay).toMatchObject({ error: { code: "approvalAlreadyDecided" } });
    expect(billing.refundNonSubscribableMovement).toHaveBeenCalledTimes(1);
  });

  it("approved after the charge was refunded elsewhere: refused by the re-read, nothing sent, the request says why", async () => {
    const id = await queueRefund();
    mocked(billing.getMovement).mockResolvedValue(movement({ refundable_with_taxes: "10" }));
    signInAs("sue");
    const result = await approveRequestAction({ requestId: id });
    expect(result).toMatchObject({ ok: false, error: { code: "refundExceedsRefundable" } });
    expect(billing.refundNonSubscribableMovement).not.toHaveBeenCalled();
    expect((await requestsOf())[0]).toMatchObject({
      state: "failed",
      outcome: { code: "refundExceedsRefundable" },
    });
    expect((await auditOf()).at(-1)).toMatchObject({ action: "approval.sent", outcome: "failed" });
  });

  it("approved after the movement was invoiced: the operator's refusal ends the request, no second try", async () => {
    mocked(billing.createMovement).mockRejectedValue(
      new (await import("@/lib/http")).OperatorError(409, "movementAlreadyInvoiced", "invoiced", "t-9"),
    );
    mocked(billing.listMovements).mockResolvedValue([]);
    const form = { ...creditForm(), approval: { reason: "Outage compensation" } };
    await createMovementAction(form as never);
    const [request] = await requestsOf();
    signInAs("sue");
    const result = await approveRequestAction({ requestId: request?.id ?? "" });
    expect(result.ok).toBe(false);
    expect(billing.createMovement).toHaveBeenCalledTimes(1);
    expect((await requestsOf())[0]?.state).toBe("failed");
  });

  it("a credit change approved after the movement was invoiced: refused by the re-read, nothing written", async () => {
    const pending = movement({
      amount: {
        value_with_taxes: "-12.1",
        value_without_taxes: "-10",
        tax: { type: "VAT", percentage: "21" },
      },
      invoice_id: "",
      invoice_number: "",
      transaction_type_id: "",
      billable: true,
      type: "ADJUSTMENT",
      operation_type: "CREDIT",
    });
    mocked(billing.getMovement).mockResolvedValue(pending);
    const change = {
      ...creditForm(),
      movementId: "MOV-1",
      loaded: versionOf(pending as Parameters<typeof versionOf>[0]),
      approval: { reason: "Bigger goodwill credit" },
    };
    expect(await updateMovementAction(change as never)).toMatchObject({
      error: { code: "approvalRequested" },
    });
    mocked(billing.getMovement).mockResolvedValue({
      ...pending,
      invoice_id: "INV-9",
      invoice_number: "F2026-9",
    });
    const [request] = await requestsOf();
    signInAs("sue");
    expect(await approveRequestAction({ requestId: request?.id ?? "" })).toMatchObject({
      ok: false,
      error: { code: "movementInvoiced" },
    });
    expect(billing.updateMovement).not.toHaveBeenCalled();
    expect((await requestsOf())[0]).toMatchObject({ state: "failed", outcome: { code: "movementInvoiced" } });
  });
});
