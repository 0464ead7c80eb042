"use server";

import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, succeed } from "@/lib/actions/result";
import { issueMessage } from "@/lib/i18n/error-message";
import { recordAudit } from "@/lib/store/audit";
import { resolveLine } from "./line";
import { STEP_UP_OVERRIDE_ACTION } from "./step-up-rules";

const overrideInput = z
  .object({
    subscriptionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, issueMessage("notSubscriptionId")),
    reason: z
      .string()
      .trim()
      .min(10, issueMessage("overrideReasonShort"))
      .max(500, issueMessage("atMostCharacters", { max: "500" })),
  })
  .strict();

/**
 * An agent takes responsibility for a sensitive write on a line whose SIM moved recently (or whose
 * check failed), with a reason. It is audited and opens sensitive writes on the line for a short time.
 */
export const overrideSimSwapStepUp = defineAction({
  name: "overrideSimSwapStepUp",
  roles: ["agent"],
  input: overrideInput,
  invalid: "override",
  handler: async ({ session, input }) => {
    // The line must be one the agent's org holds (billing checks the tenant) before anything is recorded.
    const line = await resolveLine(session, input.subscriptionId);
    if (!line.ok)
      return fail({ code: line.problem.code, message: line.problem.message, traceId: line.problem.traceId });
    await recordAudit({
      org: session.user.org,
      actorId: session.user.id,
      actorName: session.user.name,
      action: STEP_UP_OVERRIDE_ACTION,
      targetType: "line",
      targetId: input.subscriptionId,
      customerRef: input.subscriptionId,
      changes: { reason: input.reason },
      outcome: "succeeded",
    });
    // Until when it opens the line is the page's to say, from the audit entry (see step-up.ts).
    return succeed({ recorded: true });
  },
});
