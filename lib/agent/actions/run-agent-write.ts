import "server-only";
import type { z } from "zod";
import { OperatorError } from "@/lib/http";
import { simSwapStepUp } from "@/lib/network/step-up";
import { type AuditWrite, actorOf, auditWrite } from "../audit-write";
import { noAnswerMessage, validationError } from "../errors";
import { type AgentContext, guardAgent } from "../guard";
import { type Attempt, attemptOf, isNotFound, toActionError } from "../operator-error";
import { type ActionError, type ActionResult, fail } from "../result";

/** What identifies an audit entry before the outcome is known. */
export type AuditBase = Pick<AuditWrite, "action" | "targetType" | "customerRef"> &
  Partial<Pick<AuditWrite, "targetId" | "requestKey">>;

/** The rest of an audit entry; it may override the base (e.g. the target once it is created). */
export type AuditEntry = Partial<AuditWrite> & Pick<AuditWrite, "changes" | "outcome">;

export type AgentWrite<T> =
  | { ok: true; ctx: AgentContext; form: T; audit: (entry: AuditEntry) => Promise<void> }
  | { ok: false; error: ActionError };

/**
 * The start of every agent write: authorize, then validate the form. A form the schema refuses is
 * audited as failed with the raw request, so a refused write leaves a trace too. Sensitive writes
 * then pass the SIM-swap step-up (lib/network/step-up.ts).
 */
export async function beginAgentWrite<T>(
  base: AuditBase,
  schema: z.ZodType<T>,
  input: unknown,
): Promise<AgentWrite<T>> {
  const guard = await guardAgent();
  if (!guard.ok) return { ok: false, error: guard.error };
  const { ctx } = guard;
  const actor = actorOf(ctx);
  const audit = (entry: AuditEntry) => auditWrite(actor, { ...base, ...entry });

  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const error = validationError(parsed.error);
    await audit({ changes: { request: input }, outcome: "failed", error });
    return { ok: false, error };
  }
  const stepUp = await simSwapStepUp(ctx.session, base.action, parsed.data);
  if (stepUp) {
    await audit({ changes: { request: input }, outcome: "failed", error: stepUp });
    return { ok: false, error: stepUp };
  }
  return { ok: true, ctx, form: parsed.data, audit };
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
  noAnswer: string;
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
        const actionError = toActionError(error);
        return fail(
          error.isUncertain ? { ...actionError, message: noAnswerMessage(write.noAnswer) } : actionError,
        );
      }
      firstError = error;
      const settled = await write.afterNoAnswer?.(error);
      if (settled) return settled;
    }
  }
  throw new Error("unreachable");
}
