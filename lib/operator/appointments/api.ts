import "server-only";
import { env } from "@/lib/env";
import { operatorFetch } from "@/lib/http";
import type { InboundEvent } from "../../../contract/appointments";

/**
 * Typed client of the appointment events API v1 (contract 4.4). The API key travels in the
 * Authorization header as is (no scheme) and never leaves the server.
 */
export function postAppointmentEvent(event: InboundEvent): Promise<{ status: number; traceId?: string }> {
  return postRawAppointmentEvent(event);
}

/** The same call with an event the portal did not build (a replay): the operator alone validates it. */
export async function postRawAppointmentEvent(
  event: InboundEvent | Record<string, unknown>,
): Promise<{ status: number; traceId?: string }> {
  const { status, traceId } = await operatorFetch(`${env.OPERATOR_APPOINTMENTS_URL}/v1/event`, {
    method: "POST",
    headers: { authorization: env.OPERATOR_APPOINTMENTS_API_KEY },
    json: event,
  });
  return { status, traceId };
}
