"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { type TicketStatus, ticketingProvider } from "@/contract/ticketing";
import type { OperatorError } from "@/lib/http";
import { issueMessage } from "@/lib/i18n/error-message";
import { callerOf } from "@/lib/operator/caller";
import { getTicket, getTicketMetadata, transitionTicket } from "@/lib/operator/ticketing/api";
import { requestLocale } from "@/lib/request-locale";
import { defineAction } from "../actions/define-action";
import { errorWords } from "../actions/error-words";
import { toActionError } from "../actions/operator-error";
import { type ActionResult, fail, succeed } from "../actions/result";
import { describeTicketingError, TICKET_ID_PATTERN, ticketFieldErrors } from "./queries";
import { rawFieldValues, validateTransitionFields } from "./transition-fields";
import { workflowWords } from "./workflow-words";

const applyTransitionInput = z.object({
  provider: ticketingProvider,
  ticketId: z.string().regex(TICKET_ID_PATTERN, issueMessage("notTicketId")),
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
export const applyTicketTransition = defineAction({
  name: "applyTicketTransition",
  roles: ["support"],
  input: applyTransitionInput,
  invalid: "transition",
  handler: async ({ session, input }): Promise<ActionResult<TransitionApplied>> => {
    const { provider, ticketId, transitionId, values } = input;
    const auth = callerOf(session);
    try {
      const [metadata, words] = await Promise.all([
        getTicketMetadata(auth, provider, ticketId),
        getTranslations("Tickets.workflow").then(workflowWords),
      ]);
      // Named as the form names it, so a refusal names the field as its label does.
      const offered = metadata.transitions.find((t) => t.transitionId === transitionId);
      const transition = offered && words.transition(offered);
      let customFields: Record<string, unknown> = {};
      if (transition) {
        const checked = validateTransitionFields(
          transition,
          values,
          await errorWords(),
          await requestLocale(),
        );
        if (!checked.ok) {
          return fail({
            code: "validation",
            message: (await errorWords())("invalid.transitionFields"),
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
      const failure = await toActionError(error, describeTicketingError);
      const fieldErrors = ticketFieldErrors(error as OperatorError);
      return fail(fieldErrors ? { ...failure, fieldErrors } : failure);
    }
  },
});
