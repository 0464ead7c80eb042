import "server-only";
import type { z } from "zod";
import { withStorableText } from "@/contract/well-formed-text";
import { approvalGate } from "@/lib/approvals/gate";
import { approvedSend, noteWriteSent } from "@/lib/approvals/scope";
import { OperatorError } from "@/lib/http";
import { simSwapStepUp } from "@/lib/network/step-up";
import { type AgentContext, contextOf } from "../agent/guard";
import { type AuditWrite, actorOf, auditWrite } from "../audit/write";
import { admit } from "./define-action";
import { errorWords, type NoAnswerKey } from "./error-words";
import { type Attempt, attemptOf, isNotFound, toActionError } from "./operator-error";
import { noAnswerMessage } from "./operator-messages";
import { type ActionError, type ActionResult, fail } from "./result";

/** What identifies an audit entry before the outcome is known. */
export type AuditBase = Pick<AuditWrite, "action" | "targetType" | "customerRef"> &
  Partial<Pick<AuditWrite, "targetId" | "requestKey">>;

/** The rest of an audit entry; it may override the base (e.g. the target once it is created). */
export type AuditEntry = Partial<AuditWrite> & Pick<AuditWrite, "changes" | "outcome">;

export type AgentWrite<T> =
  | { ok: true; ctx: AgentContext; form: T; audit: (entry: AuditEntry) => Promise<void> }
  | { ok: false; error: ActionError };

const auditUnavailable = async (): Promise<ActionError> => ({
  code: "auditUnavailable",
  message: (await errorWords())("action.auditUnavailable"),
  status: 503,
});

/**
 * The start of every agent write: authorize, validate the form, the SIM-swap step-up for sensitive
 * writes (lib/network/step-up.ts), then the approval gate (a write above the org's limit is held).
 * A form the schema refuses is audited as failed with the raw request, so a refused write leaves a
 * trace too. A write that may go is audited as `pending` before anything goes upstream (intent
 * first: a crash in between leaves a pending entry that resolvePendingAudit settles later); `audit`
 * then appends the outcome, linked to the intent by `changes.completes`, because the trail is
 * append-only.
 */
export async function beginAgentWrite<T>(
  base: AuditBase,
  schema: z.ZodType<T>,
  input: unknown,
  intent: (form: T) => Partial<AuditBase> & { changes?: Record<string, unknown> } = () => ({}),
): Promise<AgentWrite<T>> {
  const admitted = await admit(
    {
      roles: ["agent"],
      input: schema,
      invalid: "validation",
      // A refused form is audited with the raw request, so a refused write leaves a trace too.
      refused: async (session, raw, error) => {
        await auditWrite(actorOf(contextOf(session)), {
          ...base,
          // A NUL or a lone surrogate would fail the entry itself: it is recorded as U+FFFD.
          changes: { request: withStorableText(raw) },
          outcome: "failed",
          error,
        });
      },
    },
    input,
  );
  if (!admitted.ok) return { ok: false, error: admitted.error };
  const ctx = contextOf(admitted.session);
  const actor = actorOf(ctx);
  // The requester cleared the step-up when asking; a supervisor's approved send replays that write.
  const stepUp = approvedSend() ? null : await simSwapStepUp(ctx.session, base.action, admitted.input);
  if (stepUp) {
    await auditWrite(actor, { ...base, changes: { request: input }, outcome: "failed", error: stepUp });
    return { ok: false, error: stepUp };
  }
  const form = admitted.input as Record<string, unknown>;
  const gate = await approvalGate({ action: base.action, ctx, form, input, customerRef: base.customerRef });
  if (gate.held) {
    const { held } = gate;
    // A queued request is audited by the approval flow; a write held for want of a reason, here.
    if (held.code !== "approvalRequested")
      await auditWrite(actor, { ...base, changes: { request: input }, outcome: "failed", error: held });
    return { ok: false, error: held };
  }
  const { changes: intentChanges, ...intentBase } = intent(admitted.input);
  const started = { ...base, ...intentBase };
  let pendingId: number | undefined;
  try {
    pendingId = await auditWrite(
      actor,
      { ...started, changes: intentChanges ?? { request: input }, outcome: "pending" },
      { strict: true },
    );
  } catch {
    await gate.settle("failed");
    return { ok: false, error: await auditUnavailable() };
  }
  const audit = async (entry: AuditEntry) => {
    await auditWrite(actor, {
      ...started,
      ...entry,
      changes: { ...entry.changes, completes: pendingId },
    });
    await gate.settle(entry.outcome);
  };
  return { ok: true, ctx, form: admitted.input, audit };
}

type Ended = "failed" | "uncertain";

export interface RetryOnce<R, T> {
  /** Name of the first attempt in `attempts` ("update", "delete"...); the second is "retry". */
  step: string;
  /** Status recorded for an attempt that succeeded (201 or 204). */
  status: number;
  attempts: Attempt[];
  send: () => Promise<R>;
  /** Audits the success and builds the result; firstError is set when the first try had no answer. */
  done: (sent: R, firstError: OperatorError | undefined) => Promise<ActionResult<T>>;
  /** Audits a write that ended without success. */
  ended: (outcome: Ended, error: OperatorError) => Promise<void>;
  /** What the form says when the operator did not answer, after "The operator's system did not answer." */
  noAnswer: NoAnswerKey;
  /** For deletes: a 404 on the retry after no answer means the first call went through. */
  gone?: (firstError: OperatorError) => Promise<ActionResult<T>>;
  /** Checked after the first no answer, before the retry; a result settles the write. */
  afterNoAnswer?: (error: OperatorError) => Promise<ActionResult<T> | undefined>;
}

/**
 * Sends an idempotent write (PUT, DELETE, or a POST with its own unique key), and sends it once
 * more only when the first try got no answer. Anything other than an OperatorError is rethrown.
 */
export async function retryOnce<R, T>(write: RetryOnce<R, T>): Promise<ActionResult<T>> {
  const { attempts } = write;
  let firstError: OperatorError | undefined;
  for (const step of [write.step, "retry"]) {
    try {
      noteWriteSent();
      const sent = await write.send();
      attempts.push({ step, status: write.status });
      return await write.done(sent, firstError);
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
      attempts.push(attemptOf(step, error));
      const isRetry = step === "retry";
      if (isRetry && firstError && write.gone && isNotFound(error)) return write.gone(firstError);
      if (!error.isUncertain || isRetry) {
        await write.ended(error.isUncertain ? "uncertain" : "failed", error);
        const actionError = await toActionError(error);
        return fail(
          error.isUncertain
            ? { ...actionError, message: await noAnswerMessage(write.noAnswer) }
            : actionError,
        );
      }
      firstError = error;
      const settled = await write.afterNoAnswer?.(error);
      if (settled) return settled;
    }
  }
  throw new Error("unreachable");
}
