"use server";

import { z } from "zod";
import { authorize } from "@/lib/auth/session";
import { recordAudit } from "@/lib/store/audit";
import { type ActionResult, fail, fieldErrorsOf, succeed } from "@/lib/support/result";
import { resolveLine } from "./line";
import { STEP_UP_OVERRIDE_ACTION, STEP_UP_VALID_MINUTES } from "./step-up-rules";

const overrideInput = z
  .object({
    subscriptionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Not a subscription id."),
    reason: z
      .string()
      .trim()
      .min(10, "Say why, in at least 10 characters.")
      .max(500, "At most 500 characters."),
  })
  .strict();

/**
 * An agent takes responsibility for a sensitive write on a line whose SIM moved recently (or whose
 * check failed), with a reason. It is audited and opens sensitive writes on the line for a short time.
 */
export async function overrideSimSwapStepUp(input: unknown): Promise<ActionResult<{ until: string }>> {
  const auth = await authorize("agent");
  if (!auth.ok) {
    return fail({
      code: auth.status === 401 ? "unauthenticated" : "forbidden",
      message: auth.message,
      status: auth.status,
    });
  }
  const parsed = overrideInput.safeParse(input);
  if (!parsed.success) {
    return fail({
      code: "invalidInput",
      message: "The override needs a reason.",
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    });
  }
  const { session } = auth;
  // The line must be one the agent's org holds (billing checks the tenant) before anything is recorded.
  const line = await resolveLine(session, parsed.data.subscriptionId);
  if (!line.ok)
    return fail({ code: line.problem.code, message: line.problem.message, traceId: line.problem.traceId });
  await recordAudit({
    org: session.user.org,
    actorId: session.user.id,
    actorName: session.user.name,
    action: STEP_UP_OVERRIDE_ACTION,
    targetType: "line",
    targetId: parsed.data.subscriptionId,
    customerRef: parsed.data.subscriptionId,
    changes: { reason: parsed.data.reason },
    outcome: "succeeded",
  });
  return succeed({ until: new Date(Date.now() + STEP_UP_VALID_MINUTES * 60_000).toISOString() });
}
