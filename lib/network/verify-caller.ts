"use server";

import { defineAction } from "@/lib/actions/define-action";
import { type ActionResult, fail, succeed } from "@/lib/actions/result";
import { matchCustomer, verifyAge } from "@/lib/operator/gateway/api";
import { recordAudit } from "@/lib/store/audit";
import { resolveLine } from "./line";
import { settleNetwork } from "./result";
import { staffNetworkCaller } from "./staff";
import { judgeVerification } from "./verification-rule";
import {
  type CallerVerification,
  KYC_FIELDS,
  readMatch,
  VERIFY_CALLER_ACTION,
  verifyCallerInput,
} from "./verify-caller-input";

/**
 * Compares what the caller says with what the operator holds for the line. Nothing typed is kept:
 * the audit entry records only the per-field outcomes and the age threshold.
 */
export const verifyCaller = defineAction({
  name: "verifyCaller",
  roles: ["agent", "support"],
  input: verifyCallerInput,
  invalid: "verifyCaller",
  handler: async ({ session, input }): Promise<ActionResult<CallerVerification>> => {
    const { subscriptionId, ageThreshold, ...typed } = input;
    const line = await resolveLine(session, subscriptionId);
    if (!line.ok)
      return fail({ code: line.problem.code, message: line.problem.message, traceId: line.problem.traceId });
    const caller = await staffNetworkCaller(session, line.data.msisdn, [
      "kyc-match:match",
      "kyc-age-verification:verify",
    ]);
    if (!caller.ok)
      return fail({
        code: caller.problem.code,
        message: caller.problem.message,
        traceId: caller.problem.traceId,
      });

    const sent = KYC_FIELDS.filter((field) => typed[field] !== undefined);
    const [match, age] = await Promise.all([
      sent.length > 0 ? settleNetwork(matchCustomer(caller.data, typed)) : undefined,
      ageThreshold !== undefined ? settleNetwork(verifyAge(caller.data, ageThreshold)) : undefined,
    ]);
    const failed = [match, age].find((result) => result && !result.ok);
    const audit = {
      org: session.user.org,
      actorId: session.user.id,
      actorName: session.user.name,
      action: VERIFY_CALLER_ACTION,
      targetType: "line",
      targetId: subscriptionId,
      customerRef: subscriptionId,
    };
    if (failed && !failed.ok) {
      await recordAudit({
        ...audit,
        outcome: "failed",
        changes: { fields: sent },
        errorCode: failed.problem.code,
        traceId: failed.problem.traceId,
      });
      return fail({
        code: failed.problem.code,
        message: failed.problem.message,
        traceId: failed.problem.traceId,
      });
    }
    const fields = match?.ok ? readMatch(sent, match.data) : {};
    const ageCheck =
      age?.ok && ageThreshold !== undefined
        ? { threshold: ageThreshold, result: age.data.ageCheck }
        : undefined;
    const verification = { fields, ageCheck, ...judgeVerification(fields, ageCheck) };
    await recordAudit({ ...audit, outcome: "succeeded", changes: { ...verification } });
    return succeed(verification);
  },
});
