import "server-only";
import { z } from "zod";
import { errorWords } from "@/lib/actions/error-words";
import type { ActionError } from "@/lib/actions/result";
import type { PortalSession } from "@/lib/auth/session";
import { addDays, formatDay, parseDay, today } from "@/lib/dates";
import { checkNumberRecycling } from "@/lib/operator/gateway/api";
import { settleNetwork } from "./result";
import { staffNetworkCaller } from "./staff";

/** When the form does not say when the appointment was booked, look back this far. */
const DEFAULT_BOOKING_LOOKBACK_DAYS = 30;

const bookedOnInput = z.object({ bookedOn: z.iso.date().optional() });

/** The day the appointment was booked (`bookedOn`, YYYY-MM-DD, not in the future), else the default lookback. */
function bookingDay(input: unknown, now: Date): string | undefined {
  const parsed = bookedOnInput.safeParse(input);
  const todayUtc = today(now, "UTC");
  if (!parsed.success) return undefined;
  const given = parseDay(parsed.data.bookedOn);
  if (!given) return formatDay(addDays(todayUtc, -DEFAULT_BOOKING_LOOKBACK_DAYS));
  return formatDay(given) > formatDay(todayUtc) ? undefined : formatDay(given);
}

/**
 * Before an appointment SMS: has the number passed to someone else since the appointment was booked?
 * A recycled number, or a check that could not be made, stops the send (null means: go ahead).
 */
export async function refuseIfRecycled(
  session: PortalSession,
  phoneNumber: string,
  input: unknown,
  now = new Date(),
): Promise<ActionError | null> {
  const since = bookingDay(input, now);
  const t = await errorWords();
  if (!since) {
    return {
      code: "validation",
      message: t("action.bookingDateFuture"),
      fieldErrors: { bookedOn: t("field.bookedOnPast") },
    };
  }
  const caller = await staffNetworkCaller(session, phoneNumber, ["number-recycling:check"]);
  const answer = caller.ok ? await settleNetwork(checkNumberRecycling(caller.data, since)) : caller;
  // A number this operator does not serve cannot be checked here; its own operator handles recycling.
  if (!answer.ok && answer.problem.code === "IDENTIFIER_NOT_FOUND") return null;
  if (!answer.ok) {
    return {
      code: "recyclingCheckFailed",
      message: t("action.recyclingCheckFailed", { msisdn: phoneNumber, message: answer.problem.message }),
      traceId: answer.problem.traceId,
    };
  }
  if (answer.data.phoneNumberRecycled) {
    return {
      code: "numberRecycled",
      message: t("action.numberRecycled", { msisdn: phoneNumber, date: since }),
      fieldErrors: { phoneNumber: t("field.numberRecycled") },
    };
  }
  return null;
}
