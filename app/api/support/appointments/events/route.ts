// POST /api/support/appointments/events – replay a raw InboundEvent (JSON) for support staff; the operator validates it
import { NextResponse } from "next/server";
import { ErrorDto } from "@/contract/appointments";
import { replayAppointmentEvent } from "@/lib/appointments/replay";
import { apiError } from "@/lib/errors/api-error";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { OperatorError } from "@/lib/http";
import { isNestedDeeperThan } from "@/lib/json-depth";
import { supportSession } from "@/lib/support/guard";

const MAX_BYTES = 256 * 1024;
/** An InboundEvent nests 5 levels; anything far deeper is not an event. */
const MAX_DEPTH = 32;

/**
 * For replaying an event exactly as another system produced it (support re-sends what the scheduling
 * system sent). No portal-side validation beyond "a JSON object": the answer is the operator's own,
 * ErrorDto included, so this is also how a refusal by the operator is observed.
 */
export const POST = answersStoreUnavailable(async function POST(request: Request) {
  const guard = await supportSession();
  if (!guard.ok) return apiError(guard.status, guard.error);
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BYTES) {
    return apiError(413, { code: "tooLarge", message: "The event is too large." });
  }
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    return apiError(400, { code: "invalidJson", message: "The body is not JSON." });
  }
  if (isNestedDeeperThan(event, MAX_DEPTH)) {
    return apiError(400, {
      code: "invalidJson",
      message: `The event nests deeper than ${MAX_DEPTH} levels.`,
    });
  }
  if (!event || typeof event !== "object" || Array.isArray(event)) {
    return apiError(400, { code: "invalidJson", message: "The event must be a JSON object." });
  }
  try {
    const { status, traceId } = await replayAppointmentEvent(event as Record<string, unknown>);
    return NextResponse.json({ ok: true, data: { status, traceId } }, { status: 202 });
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    const dto = ErrorDto.safeParse(error.body);
    const body = dto.success ? dto.data : { status: error.status, msg: error.message, id: error.traceId };
    return apiError(error.status >= 400 ? error.status : 502, {
      code: error.code,
      message: error.message,
      traceId: error.traceId,
      upstream: body,
    });
  }
});
