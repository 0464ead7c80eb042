"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { type TicketStatus, ticketingProvider } from "@/contract/ticketing";
import { OperatorError } from "@/lib/http";
import { getTicket, getTicketMetadata, transitionTicket } from "@/lib/operator/ticketing/api";
import { requestLocale } from "@/lib/request-locale";
import { supportSession, upstreamFailure } from "../support/guard";
import { type ActionResult, fail, fieldErrorsOf, succeed } from "../support/result";
import { describeTicketingError, TICKET_ID_PATTERN, ticketFieldErrors } from "./queries";
import { rawFieldValues, validateTransitionFields } from "./transition-fields";

const applyTransitionInput = z.object({
  provider: ticketingProvider,
  ticketId: z.string().regex(TICKET_ID_PATTERN, "Not a ticket id."),
  transitionId: z.int32(),
  values: rawFieldValues.default({}),
});

export interface TransitionApplied {
  status: TicketStatus;
  transitionName: string;
  traceId?: string;
}

/**
 * Applies a transition. The fields are validated again here with the schema generated from the
 * metadata the server reads now; the ticketing API still decides whether the transition is legal,
 * so a stale page gets the operator's own refusal and trace id.
 */
export async function applyTicketTransition(input: unknown): Promise<ActionResult<TransitionApplied>> {
  const guard = await supportSession();
  if (!guard.ok) return fail(guard.error);
  const parsed = applyTransitionInput.safeParse(input);
  if (!parsed.success) {
    return fail({
      code: "invalidInput",
      message: "The transition request is not valid.",
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    });
  }
  const { provider, ticketId, transitionId, values } = parsed.data;
  const auth = { accessToken: guard.session.accessToken, org: guard.session.user.org };

  try {
    const metadata = await getTicketMetadata(auth, provider, ticketId);
    const transition = metadata.transitions.find((t) => t.transitionId === transitionId);
    let customFields: Record<string, unknown> = {};
    if (transition) {
      const checked = validateTransitionFields(transition, values, await requestLocale());
      if (!checked.ok) {
        return fail({
          code: "invalidFields",
          message: "Some fields need attention before the transition can be applied.",
          fieldErrors: checked.fieldErrors,
        });
      }
      customFields = checked.customFields;
    }
    const { traceId } = await transitionTicket(auth, provider, ticketId, { transitionId, customFields });
    const ticket = await getTicket(auth, provider, ticketId);
    revalidatePath(`/support/tickets/${provider}/${ticketId}`);
    return succeed({
      status: ticket.status,
      transitionName: transition?.name ?? `#${transitionId}`,
      traceId,
    });
  } catch (error) {
    const failure = upstreamFailure(error, describeTicketingError);
    if (error instanceof OperatorError) {
      const fieldErrors = ticketFieldErrors(error);
      if (fieldErrors) failure.error.fieldErrors = fieldErrors;
    }
    return failure;
  }
}
