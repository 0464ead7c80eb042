"use server";

import { getTranslations } from "next-intl/server";
import { defineAction } from "@/lib/actions/define-action";
import { errorWords } from "@/lib/actions/error-words";
import { type ActionResult, fail, succeed } from "@/lib/actions/result";
import { requestLocale } from "@/lib/request-locale";
import { portalDb } from "@/lib/store/db";
import { approvalClock } from "./clock";
import { saveLimits } from "./limits";
import { fieldLabelIn, sendEndOf, storedFailure, wordOutcome } from "./outcome";
import { claimForSending, type DecisionRefusal, finishSend, rejectRequest } from "./requests";
import { approveInput, type LimitsInput, limitsInputIn, rejectInput } from "./rules";
import { type ApprovedSend, runApproved } from "./scope";
import { sendApproved } from "./send";

async function refusal(r: DecisionRefusal) {
  const t = await errorWords();
  return fail({
    code: r.code,
    message:
      r.state && r.code === "approvalAlreadyDecided"
        ? t("action.approvalDecidedAs", { state: r.state })
        : t(`action.${r.code}`),
    status: r.status,
  });
}

export interface Approved {
  requestId: string;
  /** The id the operator gave the write (refund, movement, rectification). */
  resultId: string;
}

/**
 * Approves and sends, exactly once: the request leaves "pending" in one conditional update, so only
 * one of several supervisors clicking at once sends it; the write keeps the requester's key.
 */
export const approveRequestAction = defineAction({
  name: "approveRequest",
  roles: ["supervisor"],
  input: approveInput,
  invalid: "validation",
  handler: async ({ session, input }): Promise<ActionResult<Approved>> => {
    const { user } = session;
    const approver = { id: user.id, name: user.name };
    const db = await portalDb();
    const claimed = await claimForSending(db, {
      org: user.org,
      id: input.requestId,
      decider: approver,
      comment: input.comment,
      now: approvalClock.now(),
    });
    if (!claimed.ok) return refusal(claimed);
    const { request } = claimed;

    const requestedBy = { id: request.requesterId, name: request.requesterName };
    const send: ApprovedSend = {
      requestId: request.id,
      action: request.action,
      requestedBy,
      approvedBy: approver,
    };
    const sent = await runApproved(send, () => sendApproved(request));
    if (sent.ok) {
      await finishSend(db, request, "sent", { id: sent.data.id });
      return succeed({ requestId: request.id, resultId: sent.data.id });
    }
    const ended = sendEndOf(send.writeSent === true, sent.error);
    const stored = storedFailure(sent.error);
    await finishSend(db, request, ended, { ...stored });
    const [t, labels] = await Promise.all([errorWords(), getTranslations("Approvals")]);
    const reason = wordOutcome(t, fieldLabelIn(labels), { ...stored }) ?? sent.error.message;
    return fail({
      ...sent.error,
      message: t("action.approvedButEnded", { ended, message: reason }),
      approvalState: ended,
    });
  },
});

/** Rejects with a comment the requester reads; nothing is sent. */
export const rejectRequestAction = defineAction({
  name: "rejectRequest",
  roles: ["supervisor"],
  input: rejectInput,
  invalid: "validation",
  handler: async ({ session, input }): Promise<ActionResult<{ requestId: string }>> => {
    const { user } = session;
    const decided = await rejectRequest(await portalDb(), {
      org: user.org,
      id: input.requestId,
      decider: { id: user.id, name: user.name },
      comment: input.comment,
      now: approvalClock.now(),
    });
    if (!decided.ok) return refusal(decided);
    return succeed({ requestId: decided.request.id });
  },
});

/** Sets the org's limits; the change is audited with the values before and after. */
export const updateLimitsAction = defineAction({
  name: "updateLimits",
  roles: ["supervisor"],
  input: async () => limitsInputIn(await requestLocale()),
  invalid: "validation",
  handler: async ({ session, input }): Promise<ActionResult<LimitsInput>> => {
    const { user } = session;
    await saveLimits(
      await portalDb(),
      user.org,
      { id: user.id, name: user.name },
      input,
      approvalClock.now(),
    );
    return succeed(input);
  },
});
