"use server";

import { ErrorDto, InboundEvent } from "@/contract/appointments";
import { OperatorError } from "@/lib/http";
import { refuseIfRecycled } from "@/lib/network/recycling";
import { postAppointmentEvent } from "@/lib/operator/appointments/api";
import { supportSession, upstreamFailure } from "../support/guard";
import { type ActionResult, fail, fieldErrorsOf, succeed } from "../support/result";
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
export async function sendAppointmentNotification(
  input: unknown,
): Promise<ActionResult<NotificationAccepted>> {
  const guard = await supportSession();
  if (!guard.ok) return fail(guard.error);
  const parsed = appointmentNotificationInput.safeParse(input);
  if (!parsed.success) {
    return fail({
      code: "invalidInput",
      message: "Some fields need attention before the notification can be sent.",
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    });
  }
  const refusal = await refuseIfRecycled(guard.session, parsed.data.phoneNumber, input);
  if (refusal) return fail(refusal);
  const event = InboundEvent.parse(buildInboundEvent(parsed.data));
  try {
    const { status, traceId } = await postAppointmentEvent(event);
    return succeed({ eventId: event.eventId, status, traceId });
  } catch (error) {
    const failure = upstreamFailure(error, (e) => (e.status < 500 ? describeErrorDto(e) : undefined));
    if (error instanceof OperatorError) {
      const dto = ErrorDto.safeParse(error.body);
      if (dto.success && dto.data.id) failure.error.traceId = dto.data.id;
    }
    return failure;
  }
}
