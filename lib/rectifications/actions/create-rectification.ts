"use server";

import type { Invoice } from "@/contract/billing";
import { OperatorError } from "@/lib/http";
import { wordError, wordErrors } from "@/lib/i18n/error-message";
import * as billing from "@/lib/operator/billing/api";
import { traced } from "@/lib/telemetry/spans";
import { errorWords } from "../../actions/error-words";
import { type Attempt, attemptOf, toActionError } from "../../actions/operator-error";
import { messageFor, noAnswerMessage } from "../../actions/operator-messages";
import { type ActionResult, fail, succeed } from "../../actions/result";
import { beginAgentWrite } from "../../actions/run-agent-write";
import { type RectificationFormInput, rectificationForm } from "../forms";
import { isDraftOf, isRectifiable, type PlannedLine, planDraft, refusedLine } from "../rules";

export interface DraftCreated {
  id: string;
  confirmedAfterNoAnswer: boolean;
}

/** The invoice by internal id or fiscal number (4.4 rule 1). */
const findInvoice = (invoices: Invoice[], ref: string) =>
  invoices.find((i) => i.id === ref) ?? invoices.find((i) => i.invoice_number === ref);

const sameLines = (draft: Invoice, planned: PlannedLine[]) =>
  draft.lines.length === planned.length &&
  planned.every((p) =>
    draft.lines.some(
      (l) =>
        l.movement_id === p.movementId &&
        l.amount_with_taxes.replace(/^-/, "") === p.withTaxes.replace(/^-/, ""),
    ),
  );

/**
 * Starts a draft rectification of a postpaid ordinary invoice. Refuses a second draft for the same
 * invoice unless the agent confirmed it. The create call has no idempotency key, so after no answer
 * it is never repeated: the drafts of the invoice are read again to find out what happened.
 */
async function createRectificationDraft(input: RectificationFormInput): Promise<ActionResult<DraftCreated>> {
  const start = await beginAgentWrite(
    {
      action: "rectification.create",
      targetType: "rectification",
      customerRef: String(input?.accountId ?? ""),
    },
    rectificationForm,
    input,
  );
  if (!start.ok) return fail(start.error);
  const { ctx, form, audit } = start;
  const attempts: Attempt[] = [];
  const request = { reason_code: form.reasonCode, comment: form.comment, invoice: form.invoiceId };
  const failWith = async (error: Parameters<typeof fail>[0], extra: Record<string, unknown> = {}) => {
    await audit({ changes: { request, ...extra, attempts }, outcome: "failed", error });
    return fail(error);
  };

  let invoices: Invoice[];
  try {
    invoices = await billing.listInvoices(ctx.caller, form.accountId);
    attempts.push({ step: "read-invoices", status: 200 });
  } catch (error) {
    attempts.push(attemptOf("read-invoices", error));
    return failWith(await toActionError(error));
  }
  const original = findInvoice(invoices, form.invoiceId);
  if (!original) return failWith({ code: "invoiceNotFound", message: await messageFor("invoiceNotFound") });
  if (!isRectifiable(original))
    return failWith({ code: "invoiceNotRectifiable", message: await messageFor("invoiceNotRectifiable") });

  const draftsBefore = invoices.filter(isDraftOf(original));
  if (draftsBefore.length && !form.confirmAnotherDraft)
    return failWith({
      code: "draftExists",
      message: (await errorWords())("action.draftsExist", {
        count: draftsBefore.length,
        ids: draftsBefore.map((d) => d.id).join(", "),
      }),
    });

  const plan = planDraft(original, form.lines, form.amountLocale);
  if (!plan.ok)
    return failWith({
      code: "validation",
      message: await messageFor("validation"),
      fieldErrors: wordErrors(await errorWords(), plan.fieldErrors),
    });
  const body = {
    reason_code: form.reasonCode,
    comment: form.comment,
    refunds: plan.lines.map((l) => ({ movement_id: l.movementId, amount_with_taxes: l.withTaxes })),
  };
  const changes = () => ({ request: body, invoice: original.id, totals: plan.totals, attempts });

  let firstError: OperatorError;
  try {
    const created = await billing.createRectificationInvoice(ctx.caller, form.accountId, original.id, body);
    attempts.push({ step: "create", status: 201 });
    await audit({
      targetId: created.id,
      changes: changes(),
      outcome: "succeeded",
      upstreamStatus: 201,
    });
    return succeed({ id: created.id, confirmedAfterNoAnswer: false });
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    attempts.push(attemptOf("create", error));
    firstError = error;
  }
  if (!firstError.isUncertain) {
    await audit({ changes: changes(), outcome: "failed", error: firstError });
    const refused = refusedLine(firstError.message, plan.lines);
    const actionError = await toActionError(firstError);
    if (!refused) return fail(actionError);
    const text = wordError(await errorWords(), refused.text);
    return fail({
      ...actionError,
      message: `${actionError.message} ${text}`,
      fieldErrors: { [`lines.${refused.index}.amountWithTaxes`]: text },
    });
  }

  // No answer: a draft may exist now. Read the drafts again instead of sending a second create.
  try {
    const after = await billing.listInvoices(ctx.caller, form.accountId);
    attempts.push({ step: "read-drafts", status: 200 });
    const known = new Set(draftsBefore.map((d) => d.id));
    const created = after
      .filter(isDraftOf(original))
      .find((d) => !known.has(d.id) && sameLines(d, plan.lines));
    if (created) {
      await audit({
        targetId: created.id,
        changes: changes(),
        outcome: "succeeded",
        error: firstError,
      });
      return succeed({ id: created.id, confirmedAfterNoAnswer: true });
    }
    await audit({ changes: changes(), outcome: "failed", error: firstError });
    return fail({
      ...(await toActionError(firstError)),
      message: await noAnswerMessage("noNewDraft"),
    });
  } catch (lookupError) {
    attempts.push(attemptOf("read-drafts", lookupError));
    await audit({ changes: changes(), outcome: "uncertain", error: firstError });
    return fail({
      ...(await toActionError(firstError)),
      message: await noAnswerMessage("draftUnchecked"),
    });
  }
}

export const createRectificationDraftAction = traced("createRectificationDraft", createRectificationDraft);
