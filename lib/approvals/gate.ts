import "server-only";
import { errorWords } from "@/lib/actions/error-words";
import type { ActionError } from "@/lib/actions/result";
import type { AgentContext } from "@/lib/agent/guard";
import { asCanonical } from "@/lib/forms/fields";
import { wordError } from "@/lib/i18n/error-message";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { requestLocale } from "@/lib/request-locale";
import type { AuditOutcome } from "@/lib/store/audit";
import { portalDb } from "@/lib/store/db";
import { approvalClock } from "./clock";
import { getLimits } from "./limits";
import { createRequest } from "./requests";
import { amountOfForm, approvalNote, checkLimit, GATED_ACTIONS, type GatedAction } from "./rules";
import { approvedSend } from "./scope";
import { reserve, settleReservation } from "./usage";

/** What the write is, for Errors.action's {what, select, ...}. */
const WHAT: Record<GatedAction, "refund" | "credit" | "rectification"> = {
  "refund.create": "refund",
  "movement.create": "credit",
  "movement.update": "credit",
  "rectification.issue": "rectification",
};

const isGated = (action: string): action is GatedAction =>
  (GATED_ACTIONS as readonly string[]).includes(action);

/** The write's idempotency key, or its target when it has none: one open request (and reservation) per key. */
function requestKeyOf(form: Record<string, unknown>): string {
  const keys = ["externalRefundUniqueId", "externalMovementUniqueId", "rectificationId", "movementId"];
  const key = keys.map((k) => form[k]).find((v) => typeof v === "string" && v !== "");
  return String(key ?? "");
}

export interface GateArgs {
  action: string;
  ctx: AgentContext;
  /** The validated form, replayed as is when the request is approved. */
  form: Record<string, unknown>;
  /** The raw input: its `approval` ({reason, comment}) is what the requester adds. */
  input: unknown;
  customerRef: string;
  /** When the amount is not in the form (a draft's total read upstream). */
  amount?: string;
}

/** What the gate says: held (with why), or go, with what to do with the write's outcome. */
export type GateOutcome =
  | { held: ActionError }
  | { held?: undefined; settle: (outcome: AuditOutcome) => Promise<void> };

const go: GateOutcome = { settle: async () => {} };

/**
 * The one gate of every agent write. Above the org's limit a write is never sent: without a reason
 * the form is asked for one, with a reason the write becomes an approval request. The limit holds
 * over the day (lib/approvals/usage.ts): a write that fits alone but not with what the agent already
 * sent or asked for on this line today is held the same way. A write that goes reserves its part of
 * the day; `settle` keeps it (sent, or perhaps sent) or frees it (failed). An approved send passes.
 */
export async function approvalGate(args: GateArgs): Promise<GateOutcome> {
  const { action, ctx } = args;
  if (!isGated(action)) return go;
  if (approvedSend()?.action === action) return go;
  const amount = args.amount ?? amountOfForm(action, args.form);
  if (amount === undefined) return go;
  const db = await portalDb();
  const { org, id, name } = ctx.session.user;
  const check = checkLimit(action, amount, await getLimits(db, org));
  const window = { org, agentId: id, customerRef: args.customerRef, action, now: approvalClock.now() };
  let usedBefore: string | undefined;
  if (!check.isAbove) {
    const reserved = await reserve(db, {
      ...window,
      amount: check.amount,
      limit: check.limit,
      requestKey: requestKeyOf(args.form),
    });
    if (reserved.ok) return { settle: (outcome) => settleReservation(db, reserved.id, outcome) };
    usedBefore = reserved.used;
  }

  const what = WHAT[action];
  const [t, locale] = await Promise.all([errorWords(), requestLocale().then(intlLocaleOf)]);
  // Limits and requests are in euros, as the approval queue shows them.
  const money = (value: string) => formatMoney(value, "EUR", { locale });
  const raw = (args.input as { approval?: unknown } | null)?.approval;
  const note = approvalNote.safeParse(raw ?? {});
  if (!note.success) {
    const reason = note.error.issues.find((i) => i.path[0] === "reason")?.message;
    const values = { what, amount: money(check.amount), limit: money(check.limit) };
    return {
      held: {
        code: "approvalRequired",
        message:
          usedBefore === undefined
            ? t("action.approvalRequired", values)
            : t("action.approvalRequiredToday", { ...values, used: money(usedBefore) }),
        status: 403,
        ...(raw !== undefined && reason ? { fieldErrors: { "approval.reason": wordError(t, reason) } } : {}),
      },
    };
  }
  const created = await createRequest(db, {
    org,
    action,
    customerRef: args.customerRef,
    input: asCanonical(args.form),
    requestKey: requestKeyOf(args.form),
    amount: check.amount,
    limit: check.limit,
    requester: { id, name },
    reason: note.data.reason,
    comment: note.data.comment,
    now: approvalClock.now(),
  });
  if (!created.ok)
    return {
      held: {
        code: "approvalAlreadyRequested",
        message: t("action.approvalAlreadyRequested", { what, id: created.existing.id }),
        status: 409,
      },
    };
  return {
    held: {
      code: "approvalRequested",
      message: t("action.approvalRequested", { id: created.request.id }),
      status: 202,
      approvalRequestId: created.request.id,
    },
  };
}
