import "server-only";
import { postRawAppointmentEvent } from "@/lib/operator/appointments/api";

/**
 * Sends an event exactly as another system produced it (support replays what the scheduling system
 * sent): no portal-side validation, the operator's answer (an ErrorDto included) is the result.
 */
export function replayAppointmentEvent(
  event: Record<string, unknown>,
): Promise<{ status: number; traceId?: string }> {
  return postRawAppointmentEvent(event);
}
