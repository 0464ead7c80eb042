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
const httpModule = await import("@/lib/http");
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

/** A pending credit of -12.10 on SUB-1004, not invoiced: one a change can still reach. */
const pendingCredit = () =>
  movement({
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
    // Refused by the portal's re-read: the write never left, so nothing "was refused by the operator".
    expect((await requestsOf())[0]).toMatchObject({
      state: "not_sent",
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
    const pending = pendingCredit();
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
    expect((await requestsOf())[0]).toMatchObject({
      state: "not_sent",
      outcome: { code: "movementInvoiced" },
    });
  });
});

describe("issue 41: what an approved send does with Spanish amounts and with failures", () => {
  const { OperatorError } = await_http();
  const spanishRefund = (amount: string) => ({
    ...refund(amount, { reason: "Device returned unopened" }),
    amountLocale: "es",
  });
  const approveAsSue = async () => {
    const [request] = await requestsOf();
    signInAs("sue");
    return approveRequestAction({ requestId: request?.id ?? "" });
  };

  it("item 1: a refund of 75,50 typed in Spanish is stored canonical and sent as 75.5 once approved", async () => {
    expect(await refundMovementAction(spanishRefund("75,50") as never)).toMatchObject({
      error: { code: "approvalRequested" },
    });
    const [request] = await requestsOf();
    expect(request?.input).toMatchObject({ amountWithTaxes: "75.5", amountLocale: "en" });
    expect(await approveAsSue()).toMatchObject({ ok: true });
    const body = mocked(billing.refundNonSubscribableMovement).mock.calls[0]?.[3];
    expect(body?.amount.value_with_taxes).toBe("75.5");
    expect((await requestsOf())[0]?.state).toBe("sent");
  });

  it("item 1: a request stored with the typed locale (before the fix) is still replayed canonically", async () => {
    await refundMovementAction(spanishRefund("1.075,50") as never);
    const [request] = await requestsOf();
    // As rows stored before the fix hold it: canonical amount, typed locale.
    await store.db
      .update(approvalRequests)
      .set({ input: { ...request?.input, amountLocale: "es" } })
      .where(eq(approvalRequests.id, request?.id ?? ""));
    mocked(billing.getMovement).mockResolvedValue(movement({ refundable_with_taxes: "2000" }));
    expect(await approveAsSue()).toMatchObject({ ok: true });
    const body = mocked(billing.refundNonSubscribableMovement).mock.calls[0]?.[3];
    expect(body?.amount.value_with_taxes).toBe("1075.5");
  });

  it("item 1: a credit movement of -60,50 and its change, typed in Spanish, are sent as -60.5", async () => {
    mocked(billing.createMovement).mockResolvedValue({ id: "MOV-9" });
    const credit = {
      ...creditForm(),
      amountLocale: "es",
      valueWithTaxes: "-60,50",
      valueWithoutTaxes: "-50,00",
      approval: { reason: "Outage compensation" },
    };
    const held = await createMovementAction(credit as never);
    expect(held, JSON.stringify(held)).toMatchObject({ error: { code: "approvalRequested" } });
    expect(await approveAsSue()).toMatchObject({ ok: true });
    expect(mocked(billing.createMovement).mock.calls[0]?.[2]?.amount).toMatchObject({
      value_with_taxes: "-60.5",
      value_without_taxes: "-50",
    });

    const pending = pendingCredit();
    mocked(billing.getMovement).mockResolvedValue(pending);
    mocked(billing.updateMovement).mockResolvedValue(undefined as never);
    signInAs("agent");
    const change = {
      ...credit,
      externalMovementUniqueId: `change-${org}`,
      movementId: "MOV-1",
      loaded: versionOf(pending as Parameters<typeof versionOf>[0]),
    };
    expect(await updateMovementAction(change as never)).toMatchObject({
      error: { code: "approvalRequested" },
    });
    const open = (await requestsOf()).find((r) => r.state === "pending");
    signInAs("sue");
    expect(await approveRequestAction({ requestId: open?.id ?? "" })).toMatchObject({ ok: true });
    expect(mocked(billing.updateMovement).mock.calls[0]?.[3]?.amount).toMatchObject({
      value_with_taxes: "-60.5",
    });
  });

  it("item 1: refused before the write left (the charge was refunded meanwhile): not sent, naming the field", async () => {
    await refundMovementAction(spanishRefund("75,50") as never);
    mocked(billing.getMovement).mockResolvedValue(movement({ refundable_with_taxes: "10" }));
    const result = await approveAsSue();
    expect(result).toMatchObject({ ok: false, error: { approvalState: "not_sent" } });
    expect(result.ok ? "" : result.error.message).toMatch(
      /^Approved, but not sent: nothing reached the operator/,
    );
    expect(result.ok ? "" : result.error.message).toContain("Amount with taxes:");
    expect(billing.refundNonSubscribableMovement).not.toHaveBeenCalled();
    const [request] = await requestsOf();
    expect(request).toMatchObject({ state: "not_sent", outcome: { code: "refundExceedsRefundable" } });
    expect(request?.outcome).toHaveProperty("fields.amountWithTaxes");
    // Nothing reached the operator: the requester may send the same write again.
    signInAs("agent");
    mocked(billing.getMovement).mockResolvedValue(movement());
    expect(await refundMovementAction(spanishRefund("75,50") as never)).toMatchObject({
      error: { code: "approvalRequested" },
    });
  });

  it("item 3: the outcome is kept as codes and values, and each reader reads it in their language", async () => {
    await refundMovementAction(spanishRefund("75,50") as never);
    mocked(billing.getMovement).mockResolvedValue(movement({ refundable_with_taxes: "10" }));
    await approveAsSue();
    const [request] = await requestsOf();
    expect(JSON.stringify(request?.outcome)).not.toMatch(/Approved|Aprobada|refunded/);
    const { createTranslator } = await import("next-intl");
    const { wordOutcome, fieldLabelIn } = await import("./outcome");
    const words = async (locale: "en" | "es") => {
      const messages = (await import(`@/messages/${locale}.json`)).default;
      const t = createTranslator({ locale, messages, namespace: "Errors" });
      const labels = createTranslator({ locale, messages, namespace: "Approvals" });
      return wordOutcome(t as never, fieldLabelIn(labels as never), request?.outcome);
    };
    expect(await words("en")).toMatch(/^Amount with taxes: /);
    expect(await words("es")).toMatch(/^Importe con impuestos: /);
  });

  it("item 23: a 504 or a 500 on the approved write is uncertain, never failed; a 409 is the operator's refusal", async () => {
    for (const [status, state] of [
      [504, "uncertain"],
      [500, "uncertain"],
      [409, "failed"],
    ] as const) {
      key += 1;
      mocked(billing.refundNonSubscribableMovement).mockReset();
      mocked(billing.refundNonSubscribableMovement).mockRejectedValue(
        new OperatorError(status, "refundNonSubscribableProducts", "no", "trace-1"),
      );
      signInAs("agent");
      await refundMovementAction(refund("60", { reason: "Device returned unopened" }) as never);
      const open = (await requestsOf()).find((r) => r.state === "pending");
      signInAs("sue");
      const result = await approveRequestAction({ requestId: open?.id ?? "" });
      expect(result).toMatchObject({ ok: false, error: { approvalState: state } });
      const after = (await requestsOf()).find((r) => r.id === open?.id);
      expect(after).toMatchObject({ state, outcome: { status, traceId: "trace-1" } });
    }
  });
});

describe("issue 41 item 2: limits hold per agent, per line and per day", () => {
  const refundOf = async (amount: string) => {
    key += 1;
    return refundMovementAction(refund(amount) as never);
  };

  it("three refunds of 50 against a limit of 50: the first goes, the next are held, naming what was used today", async () => {
    expect((await refundOf("50")).ok).toBe(true);
    const second = await refundOf("50");
    expect(second).toMatchObject({ ok: false, error: { code: "approvalRequired" } });
    expect(second.ok ? "" : second.error.message).toContain(
      "already sent or asked for €50.00 on this line today",
    );
    expect((await refundOf("0.01")).ok).toBe(false);
    expect(billing.refundNonSubscribableMovement).toHaveBeenCalledTimes(1);
  });

  it("exactly at the limit over the day goes; one cent past it is held", async () => {
    expect((await refundOf("30")).ok).toBe(true);
    expect((await refundOf("20")).ok).toBe(true);
    expect(await refundOf("0.01")).toMatchObject({ error: { code: "approvalRequired" } });
  });

  it("credits count together, by their absolute value, and a debit never counts", async () => {
    mocked(billing.createMovement).mockResolvedValue({ id: "MOV-9" });
    const credit = (n: number, value: string, without: string) => ({
      ...creditForm(),
      valueWithTaxes: value,
      valueWithoutTaxes: without,
      externalMovementUniqueId: `credit-${org}-${n}`,
    });
    expect((await createMovementAction(credit(1, "-30.25", "-25"))).ok).toBe(true);
    expect((await createMovementAction(credit(2, "121", "100"))).ok).toBe(true);
    expect(await createMovementAction(credit(3, "-30.25", "-25"))).toMatchObject({
      error: { code: "approvalRequired" },
    });
  });

  it("a refund the operator refused frees its part; one awaiting approval keeps it", async () => {
    mocked(billing.refundNonSubscribableMovement).mockRejectedValueOnce(
      new httpModule.OperatorError(409, "refundExceedsRefundable", "no"),
    );
    expect((await refundOf("40")).ok).toBe(false);
    expect((await refundOf("40")).ok).toBe(true);
    key += 1;
    expect(
      await refundMovementAction(refund("11", { reason: "Over what is left today" }) as never),
    ).toMatchObject({
      error: { code: "approvalRequested" },
    });
    // 40 sent + 11 awaiting approval: nothing more today on this line.
    expect(await refundOf("1")).toMatchObject({ error: { code: "approvalRequired" } });
  });

  it("another line, another agent or the next day in Madrid starts from nothing; a retry keeps its one reservation", async () => {
    expect((await refundOf("50")).ok).toBe(true);
    key += 1;
    expect((await refundMovementAction({ ...refund("50"), subscriptionId: "SUB-2002" } as never)).ok).toBe(
      true,
    );
    signInAs("sue");
    expect((await refundOf("50")).ok).toBe(true);
    signInAs("agent");
    // 23:30 UTC is already the next day in Madrid.
    approvalClock.now = () => new Date("2026-11-23T23:30:00Z");
    const form = { ...refund("50"), externalRefundUniqueId: `retry-${org}` };
    expect((await refundMovementAction(form as never)).ok).toBe(true);
    expect((await refundMovementAction(form as never)).ok).toBe(true);
  });
});

describe("issue 41: the gaps a mutation run found", () => {
  it("a credit is judged against the credit limit and a refund against the refund limit, when they differ", async () => {
    signInAs("sue");
    const limits = { refundMax: "500", rectificationMax: "100", creditMovementMax: "20" };
    expect(await updateLimitsAction(limits)).toMatchObject({ ok: true });
    signInAs("agent");
    mocked(billing.createMovement).mockResolvedValue({ id: "MOV-9" });
    const credit = { ...creditForm(), valueWithTaxes: "-24.2", valueWithoutTaxes: "-20" };
    expect(await createMovementAction(credit)).toMatchObject({ error: { code: "approvalRequired" } });
    expect((await refundMovementAction(refund("100") as never)).ok).toBe(true);
  });

  it("a rectification with two refund lines is judged by its total, not line by line", async () => {
    const line = { movement_id: "MOV-1", amount_with_taxes: "-60", amount_without_taxes: "-49.58677686" };
    mocked(billing.getRectificationInvoice).mockResolvedValue({
      id: "R-2",
      status: "DRAFT",
      total_with_taxes: "-120",
      reason: { code: "GOODWILL" },
      lines: [line, { ...line, movement_id: "MOV-2" }],
    } as never);
    const ref = { accountId: "ACC-1003", invoiceId: "INV-1", rectificationId: "R-2" };
    // Each line (60) is within the limit of 100; together (120) they are not.
    expect(await issueRectificationAction(ref as never)).toMatchObject({
      ok: false,
      error: { code: "approvalRequired" },
    });
    expect(billing.issueRectificationInvoice).not.toHaveBeenCalled();
  });

  it("a movement with an invoice reference but no number yet is invoiced: a change is refused before any write", async () => {
    const referenced = { ...pendingCredit(), invoice_id: "INV-9", invoice_number: "" };
    mocked(billing.getMovement).mockResolvedValue(referenced);
    const change = {
      ...creditForm(),
      valueWithTaxes: "-6.05",
      valueWithoutTaxes: "-5",
      movementId: "MOV-1",
      loaded: versionOf(referenced as Parameters<typeof versionOf>[0]),
    };
    expect(await updateMovementAction(change as never)).toMatchObject({
      ok: false,
      error: { code: "movementInvoiced", words: { values: { invoice: "INV-9" } } },
    });
    expect(billing.updateMovement).not.toHaveBeenCalled();
  });
});

describe("issue 41 item 22: an approved send cut off by a crash is settled by looking it up", () => {
  const caller = { org: "", accessToken: "token-u-supervisor" };
  const LATER = new Date(NOW.getTime() + 60 * 60_000);
  /** The supervisor's claim succeeded, then the portal stopped before the outcome was recorded. */
  async function cutOff(): Promise<string> {
    const id = await queueRefund();
    expect(
      await claimForSending(store.db, { org, id, decider: PEOPLE.sue, comment: "", now: NOW }),
    ).toMatchObject({
      ok: true,
    });
    return id;
  }
  const read = (states: string[] = ["pending", "sending", "uncertain"]) =>
    readRequests({ org, order: "oldest", states: states as never }, { ...caller, org });

  it("found upstream by its key: sent, audited once, even when two readers settle at once", async () => {
    const id = await cutOff();
    mocked(billing.listMovements).mockResolvedValue([
      movementOf({
        id: "REF-7",
        refunded_movement_id: "MOV-1",
        external_movement_unique_id: `refund:refund-key-${org}-${key}`,
      }),
    ] as never);
    approvalClock.now = () => LATER;
    await Promise.all([read(), read()]);
    expect((await requestsOf())[0]).toMatchObject({
      id,
      state: "sent",
      outcome: { id: "REF-7", settledLater: true },
    });
    const sent = (await auditOf()).filter((e) => e.action === "approval.sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ outcome: "succeeded" });
  });

  it("absent upstream: not sent, and the requester can send the same write again", async () => {
    await cutOff();
    mocked(billing.listMovements).mockResolvedValue([]);
    approvalClock.now = () => LATER;
    await read();
    expect((await requestsOf())[0]).toMatchObject({
      state: "not_sent",
      outcome: { code: "sendInterrupted" },
    });
    approvalClock.now = () => NOW;
    signInAs("agent");
    const again = await refundMovementAction(refund("60", { reason: "Device returned unopened" }) as never);
    expect(again).toMatchObject({ error: { code: "approvalRequested" } });
  });

  it("the operator cannot say now: it stays sending and the supervisor's default queue lists it; too recent: untouched", async () => {
    const id = await cutOff();
    mocked(billing.listMovements).mockRejectedValue(
      new httpModule.OperatorError(503, "getMovements", "down"),
    );
    // Just claimed: the send may still be under way, so nothing is looked up.
    await read();
    expect(billing.listMovements).not.toHaveBeenCalled();
    approvalClock.now = () => LATER;
    const open = await read();
    expect(billing.listMovements).toHaveBeenCalled();
    expect(open.map((r) => [r.id, r.state])).toEqual([[id, "sending"]]);
  });
});

function await_http() {
  return { OperatorError: httpModule.OperatorError };
}
