import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { invoiceLine, mocked, movementOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
let auditIds = 0;
vi.mock("@/lib/store/audit", () => ({
  recordAudit: vi.fn(async () => ++auditIds),
  listOpenPending: vi.fn(async () => []),
}));
// Limits and approvals have their own tests (lib/approvals/approvals.test.ts): here every write is within them.
vi.mock("@/lib/approvals/gate", () => ({ approvalGate: vi.fn(async () => ({ settle: async () => {} })) }));
vi.mock("@/lib/network/step-up", () => ({ simSwapStepUp: vi.fn(async () => null) }));
// Every operator call is a vi.fn(): each test says what the operator answers.
vi.mock("@/lib/operator/billing/api");

const { authorize } = await import("@/lib/auth/session");
const { recordAudit } = await import("@/lib/store/audit");
const billing = await import("@/lib/operator/billing/api");
const { OperatorError } = await import("@/lib/http");
const { createMovementAction } = await import("../movements/actions/create-movement");
const { versionOf } = await import("../movements/version");
const { resolvePendingAudit } = await import("../audit/pending");
const { listOpenPending } = await import("@/lib/store/audit");
const { updateMovementAction, deleteMovementAction } = await import("../movements/actions/change-movement");
const { refundMovementAction } = await import("../movements/actions/refund-movement");
const { createRectificationDraftAction } = await import("../rectifications/actions/create-rectification");
const { issueRectificationAction, deleteRectificationAction } = await import(
  "../rectifications/actions/rectification-lifecycle"
);

function signInAs(role: "agent" | "customer" | "support" | null) {
  if (!role) {
    mocked(authorize).mockResolvedValue({ ok: false, status: 401, message: "Your session has ended." });
    return;
  }
  if (role !== "agent") {
    mocked(authorize).mockResolvedValue({
      ok: false,
      status: 403,
      message: "Your role does not give access.",
    });
    return;
  }
  mocked(authorize).mockResolvedValue({
    ok: true,
    session: {
      accessToken: "token",
      user: {
        id: "u-agent",
        name: "Agent",
        username: "agent",
        org: "demo",
        roles: ["agent"],
        subscriptions: [],
        accounts: [],
      },
    },
  });
}

const movementForm = {
  subscriptionId: "SUB-1004",
  productKind: "subscribable" as const,
  type: "ONE_TIME_FEE" as const,
  movementDatetime: "2025-03-01T10:00:00.000Z",
  valueWithTaxes: "12.1",
  valueWithoutTaxes: "10",
  taxType: "VAT",
  taxPercentage: "21",
  billable: true,
  description: "Router fee",
  externalMovementUniqueId: "0b6f1c1e-5a4b-4a57-9f4c-2f0d6f0a0001",
};

const movement = (over: Record<string, unknown> = {}) =>
  movementOf({ external_movement_unique_id: movementForm.externalMovementUniqueId, ...over });

/** An edit of MOV-1 as the form sends it: the form's values and the version it loaded. */
const updateOf = (over: Record<string, unknown> = {}, loaded = movement()) => ({
  ...movementForm,
  movementId: "MOV-1",
  loaded: versionOf(loaded as never),
  ...over,
});

const lastAudit = () => mocked(recordAudit).mock.calls.at(-1)?.[0] as Record<string, unknown>;

beforeEach(() => {
  vi.clearAllMocks();
});

describe("authorization", () => {
  const calls = [
    () => createMovementAction(movementForm),
    () => updateMovementAction(updateOf()),
    () => deleteMovementAction({ subscriptionId: "SUB-1004", movementId: "MOV-1" }),
    () =>
      refundMovementAction({
        subscriptionId: "SUB-1004",
        movementId: "MOV-1",
        amountWithTaxes: "1",
        externalRefundUniqueId: "refund-key-0001",
      }),
    () =>
      createRectificationDraftAction({
        accountId: "ACC-1003",
        invoiceId: "INV-1",
        reasonCode: "GOODWILL",
        lines: [{ movementId: "MOV-1", amountWithTaxes: "1" }],
      }),
    () => issueRectificationAction({ accountId: "ACC-1003", invoiceId: "INV-1", rectificationId: "R-1" }),
    () => deleteRectificationAction({ accountId: "ACC-1003", invoiceId: "INV-1", rectificationId: "R-1" }),
  ];

  for (const role of ["customer", "support", null] as const) {
    it(`refuses every agent action for ${role ?? "a signed-out caller"} without calling the operator`, async () => {
      signInAs(role);
      for (const call of calls) {
        const result = await call();
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.code).toBe(role ? "forbidden" : "unauthenticated");
      }
      for (const fn of Object.values(billing)) expect(fn).not.toHaveBeenCalled();
      expect(authorize).toHaveBeenCalledWith("agent");
    });
  }

  it("addresses the agent's own org, whatever the form says", async () => {
    signInAs("agent");
    mocked(billing.createMovement).mockResolvedValue({ id: "MOV-9" });
    await createMovementAction({ ...movementForm, subscriptionId: "SUB-2001", org: "acme" } as never);
    expect(mocked(billing.createMovement).mock.calls[0]?.[0]).toEqual({ org: "demo", accessToken: "token" });
  });
});

describe("createMovementAction", () => {
  beforeEach(() => signInAs("agent"));

  it("creates and audits the write", async () => {
    mocked(billing.createMovement).mockResolvedValue({ id: "MOV-9" });
    const result = await createMovementAction(movementForm);
    expect(result).toEqual({ ok: true, data: { id: "MOV-9", confirmedAfterNoAnswer: false } });
    expect(lastAudit()).toMatchObject({ action: "movement.create", outcome: "succeeded", targetId: "MOV-9" });
  });

  it("refuses inconsistent taxes and more than 8 decimals before calling the operator", async () => {
    const wrongTax = await createMovementAction({ ...movementForm, valueWithTaxes: "13" });
    const tooPrecise = await createMovementAction({ ...movementForm, valueWithoutTaxes: "10.000000001" });
    for (const result of [wrongTax, tooPrecise]) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe("validation");
    }
    expect(billing.createMovement).not.toHaveBeenCalled();
    expect(lastAudit()).toMatchObject({ outcome: "failed", errorCode: "validation" });
  });

  it("item 26: a description with a lone surrogate is a field error, not 'audit unavailable', and the refusal is audited", async () => {
    const result = await createMovementAction({ ...movementForm, description: "Router fee \ud83d" });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: "validation",
        status: 400,
        fieldErrors: { description: expect.stringContaining("pair") },
      },
    });
    expect(billing.createMovement).not.toHaveBeenCalled();
    expect(lastAudit()).toMatchObject({ outcome: "failed", errorCode: "validation" });
    expect((lastAudit().changes as { request: { description: string } }).request.description).toBe(
      "Router fee \uFFFD",
    );
  });

  it("refuses a date it cannot read, in words, before calling the operator", async () => {
    const result = await createMovementAction({ ...movementForm, movementDatetime: "31/02/2026 10:00" });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: "validation",
        fieldErrors: {
          movementDatetime: "Write the date as dd/mm/yyyy and the time as hh:mm (24-hour clock).",
        },
      },
    });
    expect(billing.createMovement).not.toHaveBeenCalled();
  });

  it("after a 502 finds the movement by its unique id and does not send again", async () => {
    mocked(billing.createMovement).mockRejectedValue(new OperatorError(502, "createMovement", "down", "t-1"));
    mocked(billing.listMovements).mockResolvedValue([movement({ id: "MOV-7" })]);
    const result = await createMovementAction(movementForm);
    expect(result).toEqual({ ok: true, data: { id: "MOV-7", confirmedAfterNoAnswer: true } });
    expect(billing.createMovement).toHaveBeenCalledTimes(1);
    expect(lastAudit()).toMatchObject({ outcome: "succeeded", upstreamStatus: 502, traceId: "t-1" });
  });

  it("after a 504 with nothing created retries once with the same unique id", async () => {
    mocked(billing.createMovement)
      .mockRejectedValueOnce(new OperatorError(504, "timeout", "slow"))
      .mockResolvedValueOnce({ id: "MOV-8" });
    mocked(billing.listMovements).mockResolvedValue([]);
    const result = await createMovementAction(movementForm);
    expect(result.ok).toBe(true);
    const keys = mocked(billing.createMovement).mock.calls.map((c) => c[2].external_movement_unique_id);
    expect(keys).toEqual([movementForm.externalMovementUniqueId, movementForm.externalMovementUniqueId]);
  });

  it("says the operator did not answer (uncertain) when it cannot find out", async () => {
    mocked(billing.createMovement).mockRejectedValue(new OperatorError(502, "createMovement", "down", "t-2"));
    mocked(billing.listMovements).mockRejectedValue(new OperatorError(502, "getMovements", "down"));
    const result = await createMovementAction(movementForm);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toMatch(/did not answer/);
      expect(result.error.traceId).toBe("t-2");
    }
    expect(lastAudit()).toMatchObject({ outcome: "uncertain" });
  });

  it("maps a contract error code to a specific message with the trace id", async () => {
    mocked(billing.createMovement).mockRejectedValue(
      new OperatorError(400, "subscriptionNotFound", "x", "t-3"),
    );
    const result = await createMovementAction(movementForm);
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: "subscriptionNotFound",
        traceId: "t-3",
        message: expect.stringMatching(/does not know/),
      },
    });
    expect(lastAudit()).toMatchObject({
      outcome: "failed",
      errorCode: "subscriptionNotFound",
      upstreamStatus: 400,
    });
  });
});

describe("update, delete and refund", () => {
  beforeEach(() => signInAs("agent"));

  it("refuses to update or delete an invoiced movement before calling the operator", async () => {
    mocked(billing.getMovement).mockResolvedValue(
      movement({ invoice_id: "F-2025-1", invoice_number: "F-2025-1" }),
    );
    const update = await updateMovementAction(updateOf());
    const remove = await deleteMovementAction({ subscriptionId: "SUB-1004", movementId: "MOV-1" });
    for (const result of [update, remove])
      expect(result).toMatchObject({ ok: false, error: { code: "movementInvoiced" } });
    expect(billing.updateMovement).not.toHaveBeenCalled();
    expect(billing.deleteMovement).not.toHaveBeenCalled();
    expect(lastAudit()).toMatchObject({
      action: "movement.delete",
      outcome: "failed",
      errorCode: "movementInvoiced",
    });
  });

  it("treats a 404 on the retried delete after no answer as done", async () => {
    mocked(billing.getMovement).mockResolvedValue(movement());
    mocked(billing.deleteMovement)
      .mockRejectedValueOnce(new OperatorError(502, "deleteMovement", "down"))
      .mockRejectedValueOnce(new OperatorError(404, "movementNotFound", "gone"));
    const result = await deleteMovementAction({ subscriptionId: "SUB-1004", movementId: "MOV-1" });
    expect(result.ok).toBe(true);
    expect(lastAudit()).toMatchObject({ outcome: "succeeded" });
  });

  it("caps a refund at what is left and computes the amount without taxes exactly", async () => {
    const nonSub = movement({ transaction_type_id: "TT-1", billable: false, refundable_with_taxes: "5" });
    mocked(billing.getMovement).mockResolvedValue(nonSub);
    const refund = {
      subscriptionId: "SUB-1004",
      movementId: "MOV-1",
      externalRefundUniqueId: "refund-key-0002",
    };
    const over = await refundMovementAction({ ...refund, amountWithTaxes: "5.00000001" });
    expect(over).toMatchObject({ ok: false, error: { code: "refundExceedsRefundable" } });
    expect(billing.refundNonSubscribableMovement).not.toHaveBeenCalled();

    mocked(billing.refundNonSubscribableMovement).mockResolvedValue({ id: "MOV-R" });
    const ok = await refundMovementAction({ ...refund, amountWithTaxes: "1" });
    expect(ok.ok).toBe(true);
    expect(mocked(billing.refundNonSubscribableMovement).mock.calls[0]?.[3]).toMatchObject({
      amount: { value_with_taxes: "1", value_without_taxes: "0.82644628", tax: { percentage: "21" } },
      external_refund_unique_id: "refund-key-0002",
    });
  });
});

describe("SIM-swap step-up hook", () => {
  beforeEach(() => signInAs("agent"));

  it("a refused step-up stops the refund before any billing call, audited as failed", async () => {
    const { simSwapStepUp } = await import("@/lib/network/step-up");
    mocked(simSwapStepUp).mockResolvedValueOnce({ code: "simSwapStepUp", message: "SIM moved." });
    const result = await refundMovementAction({
      subscriptionId: "SUB-1004",
      movementId: "MOV-1",
      externalRefundUniqueId: "refund-key-0003",
      amountWithTaxes: "1",
    });
    expect(result).toMatchObject({ ok: false, error: { code: "simSwapStepUp" } });
    expect(billing.getMovement).not.toHaveBeenCalled();
    expect(lastAudit()).toMatchObject({
      action: "refund.create",
      outcome: "failed",
      errorCode: "simSwapStepUp",
    });
  });
});

describe("rectifications", () => {
  beforeEach(() => signInAs("agent"));

  const invoice = (over: Record<string, unknown> = {}) => ({
    id: "INV-1",
    invoice_id: "F-1",
    invoice_number: "F-1",
    type: "ORDINARY",
    category: "MOBILE",
    status: "ISSUED",
    service: "postpaid",
    account_id: "ACC-1003",
    subscription_id: "SUB-1004",
    issue_date: null,
    period_start: null,
    period_end: null,
    due_date: null,
    currency: "EUR",
    total_without_taxes: "10",
    total_tax: "2.1",
    total_with_taxes: "12.1",
    rectified_invoice_id: null,
    device_id: null,
    created_at: "2025-03-01T00:00:00.000Z",
    lines: [invoiceLine({ refundable_with_taxes: "12.1" })],
    ...over,
  });
  const draftInput = {
    accountId: "ACC-1003",
    invoiceId: "INV-1",
    reasonCode: "GOODWILL" as const,
    lines: [{ movementId: "MOV-1", amountWithTaxes: "2" }],
  };

  it("refuses a second draft of the same invoice unless confirmed", async () => {
    const draft = invoice({
      id: "R-1",
      type: "RECTIFICATION",
      status: "DRAFT",
      rectified_invoice_id: "INV-1",
    });
    mocked(billing.listInvoices).mockResolvedValue([invoice(), draft]);
    const refused = await createRectificationDraftAction(draftInput);
    expect(refused).toMatchObject({ ok: false, error: { code: "draftExists" } });
    expect(billing.createRectificationInvoice).not.toHaveBeenCalled();

    mocked(billing.createRectificationInvoice).mockResolvedValue({ id: "R-2" });
    const confirmed = await createRectificationDraftAction({ ...draftInput, confirmAnotherDraft: true });
    expect(confirmed).toEqual({ ok: true, data: { id: "R-2", confirmedAfterNoAnswer: false } });
  });

  it("caps each line and never retries a create after no answer", async () => {
    mocked(billing.listInvoices).mockResolvedValue([invoice()]);
    const over = await createRectificationDraftAction({
      ...draftInput,
      lines: [{ movementId: "MOV-1", amountWithTaxes: "12.2" }],
    });
    expect(over).toMatchObject({
      ok: false,
      error: { fieldErrors: { "lines.0.amountWithTaxes": expect.any(String) } },
    });

    mocked(billing.createRectificationInvoice).mockRejectedValue(new OperatorError(504, "timeout", "slow"));
    const uncertain = await createRectificationDraftAction(draftInput);
    expect(uncertain.ok).toBe(false);
    expect(billing.createRectificationInvoice).toHaveBeenCalledTimes(1);
  });

  it("after a 504 finds the draft the create made, by its lines, and reports it created once", async () => {
    const draft = invoice({
      id: "R-9",
      type: "RECTIFICATION",
      status: "DRAFT",
      invoice_id: undefined,
      invoice_number: undefined,
      rectified_invoice_id: "INV-1",
      lines: [
        {
          ...invoice().lines[0],
          amount_with_taxes: "-2",
          amount_without_taxes: "-1.65289256",
          tax_amount: "-0.34710744",
        },
      ],
    });
    mocked(billing.listInvoices).mockResolvedValueOnce([invoice()]).mockResolvedValueOnce([invoice(), draft]);
    mocked(billing.createRectificationInvoice).mockRejectedValueOnce(
      new OperatorError(504, "timeout", "slow"),
    );
    const result = await createRectificationDraftAction(draftInput);
    expect(result).toEqual({ ok: true, data: { id: "R-9", confirmedAfterNoAnswer: true } });
    expect(billing.createRectificationInvoice).toHaveBeenCalledTimes(1);
    expect(lastAudit()).toMatchObject({
      action: "rectification.create",
      outcome: "succeeded",
      targetId: "R-9",
    });
  });

  it("refuses to issue or delete an issued rectification", async () => {
    mocked(billing.getRectificationInvoice).mockResolvedValue({
      ...invoice({ id: "R-1", type: "RECTIFICATION", status: "ISSUED", invoice_number: "R-2025-1" }),
      rectified_invoice_id: "INV-1",
      rectified_invoice_number: "F-1",
      reason: { code: "GOODWILL", description: "Goodwill gesture" },
      comment: "",
      refunds: [],
    });
    const ref = { accountId: "ACC-1003", invoiceId: "INV-1", rectificationId: "R-1" };
    for (const result of [await issueRectificationAction(ref), await deleteRectificationAction(ref)])
      expect(result).toMatchObject({ ok: false, error: { code: "rectificationNotDraft" } });
    expect(billing.issueRectificationInvoice).not.toHaveBeenCalled();
    expect(billing.deleteRectificationInvoice).not.toHaveBeenCalled();
  });

  it("checks the SIM swap of the draft's line before issuing: refused means not issued, audited as failed", async () => {
    const { simSwapStepUp } = await import("@/lib/network/step-up");
    mocked(billing.getRectificationInvoice).mockResolvedValue({
      ...invoice({ id: "R-1", type: "RECTIFICATION", status: "DRAFT", invoice_number: undefined }),
      rectified_invoice_id: "INV-1",
      rectified_invoice_number: "F-1",
      reason: { code: "GOODWILL", description: "Goodwill gesture" },
      comment: "",
      refunds: [],
    });
    // Refuses for the line the draft names, as the real check would for a swapped SIM.
    onTestFinished(() => {
      mocked(simSwapStepUp).mockImplementation(async () => null);
    });
    mocked(simSwapStepUp).mockImplementation(async (_session, _action, form) =>
      (form as { subscriptionId?: string }).subscriptionId === "SUB-1004"
        ? { code: "simSwapStepUp", message: "SIM moved." }
        : null,
    );
    const ref = { accountId: "ACC-1003", invoiceId: "INV-1", rectificationId: "R-1" };
    const result = await issueRectificationAction(ref);
    expect(result).toMatchObject({ ok: false, error: { code: "simSwapStepUp" } });
    expect(billing.issueRectificationInvoice).not.toHaveBeenCalled();
    expect(lastAudit()).toMatchObject({
      action: "rectification.issue",
      outcome: "failed",
      errorCode: "simSwapStepUp",
    });

    // Deleting a draft moves no money: the same swapped line does not stop it.
    mocked(billing.deleteRectificationInvoice).mockResolvedValueOnce(undefined);
    expect(await deleteRectificationAction(ref)).toMatchObject({ ok: true });
    expect(billing.deleteRectificationInvoice).toHaveBeenCalledTimes(1);
  });
});

describe("issue 10: writes that cannot go wrong", () => {
  beforeEach(() => signInAs("agent"));
  const audits = () => mocked(recordAudit).mock.calls.map((c) => c[0] as Record<string, unknown>);

  it("reads amounts by the form's locale: 1.500 in Spanish is one thousand five hundred (item 1)", async () => {
    mocked(billing.createMovement).mockResolvedValue({ id: "MOV-9" });
    await createMovementAction({
      ...movementForm,
      amountLocale: "es",
      valueWithoutTaxes: "1.500",
      valueWithTaxes: "1.815",
    });
    expect(mocked(billing.createMovement).mock.calls[0]?.[2].amount).toMatchObject({
      value_without_taxes: "1500",
      value_with_taxes: "1815",
    });
    const ambiguous = await createMovementAction({
      ...movementForm,
      amountLocale: "es",
      valueWithoutTaxes: "10.5",
    });
    expect(ambiguous).toMatchObject({
      ok: false,
      error: { fieldErrors: { valueWithoutTaxes: expect.stringMatching(/ or /) } },
    });
  });

  for (const status of [500, 503]) {
    it(`a create answered ${status} after it took effect is looked up and reported as done (item 12)`, async () => {
      mocked(billing.createMovement).mockRejectedValue(
        new OperatorError(status, "createMovement", "x", "t-5"),
      );
      mocked(billing.listMovements).mockResolvedValue([movement({ id: "MOV-5" })]);
      const result = await createMovementAction(movementForm);
      expect(result).toEqual({ ok: true, data: { id: "MOV-5", confirmedAfterNoAnswer: true } });
      expect(billing.createMovement).toHaveBeenCalledTimes(1);
      expect(lastAudit()).toMatchObject({ outcome: "succeeded", targetId: "MOV-5", upstreamStatus: status });
    });
  }

  it("writes the intent (pending) before the upstream call and links the outcome to it (item 13)", async () => {
    let pendingBeforeCall = false;
    mocked(billing.createMovement).mockImplementation(async () => {
      pendingBeforeCall = audits().some((a) => a.outcome === "pending");
      return { id: "MOV-9" };
    });
    await createMovementAction(movementForm);
    expect(pendingBeforeCall).toBe(true);
    const [intent, outcome] = audits();
    expect(intent).toMatchObject({ outcome: "pending", requestKey: movementForm.externalMovementUniqueId });
    const intentId = await mocked(recordAudit).mock.results[0]?.value;
    expect(outcome).toMatchObject({
      outcome: "succeeded",
      changes: expect.objectContaining({ completes: intentId }),
    });
  });

  it("sends nothing when the intent cannot be written (item 13)", async () => {
    mocked(recordAudit).mockRejectedValueOnce(new Error("store down"));
    const result = await createMovementAction(movementForm);
    expect(result).toMatchObject({ ok: false, error: { code: "auditUnavailable" } });
    expect(billing.createMovement).not.toHaveBeenCalled();
  });

  it("settles a stale pending create by looking its key up (item 13)", async () => {
    const stale = {
      id: 41,
      org: "demo",
      actorId: "u-agent",
      actorName: "Agent",
      action: "movement.create",
      targetType: "movement",
      targetId: null,
      customerRef: "SUB-1004",
      changes: {},
      outcome: "pending",
      requestKey: "key-41",
    };
    mocked(listOpenPending).mockResolvedValueOnce([stale, { ...stale, id: 42, requestKey: "key-42" }]);
    mocked(billing.listMovements).mockImplementation(
      async (_auth: unknown, _sub: unknown, query: { externalMovementUniqueId: string }) =>
        query.externalMovementUniqueId === "key-41"
          ? [movement({ id: "MOV-41", external_movement_unique_id: "key-41" })]
          : [],
    );
    expect(await resolvePendingAudit("demo", { org: "demo", accessToken: "token" })).toBe(2);
    expect(audits()).toEqual([
      expect.objectContaining({
        outcome: "succeeded",
        targetId: "MOV-41",
        changes: expect.objectContaining({ completes: 41 }),
      }),
      expect.objectContaining({ outcome: "failed", changes: expect.objectContaining({ completes: 42 }) }),
    ]);
  });

  it("refuses an edit when the movement changed since the form loaded it, naming both versions (item 5)", async () => {
    mocked(billing.getMovement).mockResolvedValue(
      movement({
        amount: {
          value_with_taxes: "24.2",
          value_without_taxes: "20",
          tax: { type: "VAT", percentage: "21" },
        },
      }),
    );
    const result = await updateMovementAction(updateOf());
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: "movementChanged",
        message: expect.stringMatching(/changed since you opened it/),
        conflict: expect.arrayContaining([
          { field: "value_with_taxes", label: "Amount with taxes", opened: "12.1", now: "24.2" },
        ]),
      },
    });
    expect(billing.updateMovement).not.toHaveBeenCalled();
  });

  it("saves an edit of an unchanged movement (item 5)", async () => {
    mocked(billing.getMovement).mockResolvedValue(movement());
    mocked(billing.updateMovement).mockResolvedValue(undefined);
    const result = await updateMovementAction(updateOf({ description: "Router fee (corrected)" }));
    expect(result.ok).toBe(true);
  });

  it("refuses to edit a CONSUMPTION movement before calling the operator (item 4)", async () => {
    const consumption = movement({ type: "CONSUMPTION" });
    mocked(billing.getMovement).mockResolvedValue(consumption);
    const result = await updateMovementAction(updateOf({}, consumption));
    expect(result).toMatchObject({ ok: false, error: { code: "movementTypeReadOnly" } });
    expect(billing.updateMovement).not.toHaveBeenCalled();
  });
});
