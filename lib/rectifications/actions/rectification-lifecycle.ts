"use server";

import type { RectificationInvoice } from "@/contract/billing";
import { approvalGate } from "@/lib/approvals/gate";
import { approvedSend } from "@/lib/approvals/scope";
import { OperatorError } from "@/lib/http";
import { simSwapStepUp } from "@/lib/network/step-up";
import * as billing from "@/lib/operator/billing/api";
import { traced } from "@/lib/telemetry/spans";
import { errorWords } from "../../actions/error-words";
import { type Attempt, attemptOf, isNotFound, toActionError } from "../../actions/operator-error";
import { messageFor, noAnswerMessage } from "../../actions/operator-messages";
import { type ActionError, type ActionResult, fail, succeed } from "../../actions/result";
import { beginAgentWrite, retryOnce } from "../../actions/run-agent-write";
import type { AgentContext } from "../../agent/guard";
import type { AuditAction } from "../../audit/write";
import { type RectificationRef, rectificationRef } from "../forms";

const issuedError = async (r: RectificationInvoice): Promise<ActionError> => {
  const values = { number: r.invoice_number ?? r.id };
  return {
    code: "rectificationNotDraft",
    message: (await errorWords())("action.rectificationIssued", values),
    words: { key: "action.rectificationIssued", values },
  };
};

interface Step {
  ctx: AgentContext;
  ref: RectificationRef;
  attempts: Attempt[];
  audit: (
    outcome: "succeeded" | "failed" | "uncertain",
    error?: OperatorError | ActionError,
  ) => Promise<void>;
}

/** Shared start of issue and delete: authorize, validate, read the rectification, refuse unless draft. */
async function begin(
  action: AuditAction,
  input: RectificationRef,
): Promise<{ ok: true; step: Step; draft: RectificationInvoice } | { ok: false; error: ActionError }> {
  const attempts: Attempt[] = [];
  let before: Record<string, unknown> | undefined;
  const start = await beginAgentWrite(
    {
      action,
      targetType: "rectification",
      targetId: String(input?.rectificationId ?? ""),
      customerRef: String(input?.accountId ?? ""),
    },
    rectificationRef,
    input,
  );
  if (!start.ok) return { ok: false, error: start.error };
  const { ctx } = start;
  const audit: Step["audit"] = (outcome, error) =>
    start.audit({
      changes: { invoice: input?.invoiceId, before, attempts },
      outcome,
      error,
      upstreamStatus: outcome === "succeeded" && !error ? 204 : undefined,
    });
  const ref = start.form;
  let draft: RectificationInvoice;
  try {
    draft = await billing.getRectificationInvoice(
      ctx.caller,
      ref.accountId,
      ref.invoiceId,
      ref.rectificationId,
    );
    attempts.push({ step: "read", status: 200 });
  } catch (error) {
    attempts.push(attemptOf("read", error));
    const actionError = await toActionError(error);
    await audit("failed", error instanceof OperatorError ? error : actionError);
    return {
      ok: false,
      error: isNotFound(error)
        ? { ...actionError, message: await messageFor("rectificationNotFound") }
        : actionError,
    };
  }
  before = { status: draft.status, total_with_taxes: draft.total_with_taxes, reason: draft.reason.code };
  if (draft.status !== "DRAFT") {
    const error = await issuedError(draft);
    await audit("failed", error);
    return { ok: false, error };
  }
  // Issuing sends money back for the draft's line: the SIM-swap step-up first, as for a refund. A
  // supervisor's approved send replays a write whose requester already cleared it.
  if (action === "rectification.issue" && draft.subscription_id && !approvedSend()) {
    const stepUp = await simSwapStepUp(ctx.session, action, { subscriptionId: draft.subscription_id });
    if (stepUp) {
      await audit("failed", stepUp);
      return { ok: false, error: stepUp };
    }
  }
  const gate = await approvalGate({
    action,
    ctx,
    form: ref,
    input,
    customerRef: ref.accountId,
    amount: draft.total_with_taxes,
  });
  if (gate.held) {
    if (gate.held.code !== "approvalRequested") await audit("failed", gate.held);
    return { ok: false, error: gate.held };
  }
  const settled: typeof audit = async (outcome, error) => {
    await audit(outcome, error);
    await gate.settle(outcome);
  };
  return { ok: true, step: { ctx, ref, attempts, audit: settled }, draft };
}

/**
 * Issues a draft; the operator gives it an invoice number, which is read back and returned. After
 * no answer the rectification is read again: issued means done, still a draft means one more try.
 */
async function issueRectification(
  input: RectificationRef,
): Promise<ActionResult<{ id: string; invoiceNumber: string }>> {
  const start = await begin("rectification.issue", input);
  if (!start.ok) return fail(start.error);
  const { ctx, ref, attempts, audit } = start.step;
  const read = () =>
    billing.getRectificationInvoice(ctx.caller, ref.accountId, ref.invoiceId, ref.rectificationId);

  return retryOnce({
    step: "issue",
    status: 204,
    attempts,
    send: () =>
      billing.issueRectificationInvoice(ctx.caller, ref.accountId, ref.invoiceId, ref.rectificationId),
    done: async (_, firstError) => {
      const issued = await read().catch(() => undefined);
      await audit("succeeded", firstError);
      return succeed({ id: ref.rectificationId, invoiceNumber: issued?.invoice_number ?? "" });
    },
    ended: audit,
    noAnswer: "invoiceMaybeIssued",
    // Issued means the first call went through; still a draft means one more try.
    afterNoAnswer: async (error) => {
      try {
        const now = await read();
        attempts.push({ step: "re-read", status: 200 });
        if (now.status === "DRAFT") return undefined;
        await audit("succeeded", error);
        return succeed({ id: ref.rectificationId, invoiceNumber: now.invoice_number ?? "" });
      } catch (readError) {
        attempts.push(attemptOf("re-read", readError));
        await audit("uncertain", error);
        return fail({
          ...(await toActionError(error)),
          message: await noAnswerMessage("issueUnchecked"),
        });
      }
    },
  });
}

/** Deletes a draft; an issued rectification is refused before any call to delete it. */
async function deleteRectification(input: RectificationRef): Promise<ActionResult<{ id: string }>> {
  const start = await begin("rectification.delete", input);
  if (!start.ok) return fail(start.error);
  const { ctx, ref, attempts, audit } = start.step;

  return retryOnce({
    step: "delete",
    status: 204,
    attempts,
    send: () =>
      billing.deleteRectificationInvoice(ctx.caller, ref.accountId, ref.invoiceId, ref.rectificationId),
    done: async (_, firstError) => {
      await audit("succeeded", firstError);
      return succeed({ id: ref.rectificationId });
    },
    gone: async (firstError) => {
      await audit("succeeded", firstError);
      return succeed({ id: ref.rectificationId });
    },
    ended: audit,
    noAnswer: "draftMaybeDeleted",
  });
}

export const issueRectificationAction = traced("issueRectification", issueRectification);
export const deleteRectificationAction = traced("deleteRectification", deleteRectification);
