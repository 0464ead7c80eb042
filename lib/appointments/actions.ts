"use server";

import { ErrorDto, InboundEvent } from "@/contract/appointments";
import type { OperatorError } from "@/lib/http";
import { refuseIfRecycled } from "@/lib/network/recycling";
import { postAppointmentEvent } from "@/lib/operator/appointments/api";
import { defineAction } from "../actions/define-action";
import { toActionError } from "../actions/operator-error";
import { type ActionResult, fail, succeed } from "../actions/result";
import { appointmentNotificationInput, buildInboundEvent } from "./form";

export interface NotificationAccepted {
  eventId: string;
  status: number;
  traceId?: string;
}

/** ErrorDto (2.7): msg is generic, componentMsg says what was wrong; both are shown. */
function describeErrorDto(error: OperatorError): string | undefined {
  const dto = ErrorDto.safeParse(error.body);
  if (!dto.success || (!dto.data.msg && !dto.data.componentMsg)) return undefined;
  return [dto.data.msg, dto.data.componentMsg].filter(Boolean).join(": ");
}

/**
 * Sends an appointment state change. The event id comes from the form (one per form), so a double
 * submit or a retry after a timeout is the same event and the operator sends one SMS.
 */
export const sendAppointmentNotification = defineAction({
  name: "sendAppointmentNotification",
  roles: ["support"],
  input: appointmentNotificationInput,
  invalid: "appointment",
  handler: async ({ session, input, raw }): Promise<ActionResult<NotificationAccepted>> => {
    const refusal = await refuseIfRecycled(session, input.phoneNumber, raw);
    if (refusal) return fail(refusal);
    const event = InboundEvent.parse(buildInboundEvent(input));
    try {
      const { status, traceId } = await postAppointmentEvent(event);
      return succeed({ eventId: event.eventId, status, traceId });
    } catch (error) {
      const failure = await toActionError(error, (e) => (e.status < 500 ? describeErrorDto(e) : undefined));
      const dto = ErrorDto.safeParse((error as OperatorError).body);
      return fail(dto.success && dto.data.id ? { ...failure, traceId: dto.data.id } : failure);
    }
  },
});
