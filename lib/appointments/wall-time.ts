import { tzOffset } from "@date-fns/tz";
import { DEFAULT_TIME_ZONE, parseDay } from "@/lib/dates";
import { issueMessage } from "@/lib/i18n/error-message";

/**
 * A wall-clock time typed in a form ("2026-10-25T02:30", Madrid) and the instants it can mean.
 * Around a DST change a wall time may not exist (March: 02:00 jumps to 03:00) or happen twice
 * (October: 03:00 goes back to 02:00); neither is guessed.
 */
export type WallTime =
  | { kind: "invalid" }
  | { kind: "exact"; iso: string }
  | { kind: "missing" }
  | { kind: "ambiguous"; earlier: string; later: string };

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const HOUR_MS = 3_600_000;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

export function readWallTime(local: string, timeZone = DEFAULT_TIME_ZONE): WallTime {
  const match = WALL_TIME.exec(local.trim());
  const day = parseDay(match?.[1]);
  if (!match || !day) return { kind: "invalid" };
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (hour > 23 || minute > 59) return { kind: "invalid" };
  const wallAsUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  // The zone's offsets a few hours either side: one offset when nothing changes that day, two around DST.
  const offsets = [
    ...new Set([
      tzOffset(timeZone, new Date(wallAsUtc - 6 * HOUR_MS)),
      tzOffset(timeZone, new Date(wallAsUtc + 6 * HOUR_MS)),
    ]),
  ];
  const isos = offsets
    .filter((offset) => tzOffset(timeZone, new Date(wallAsUtc - offset * 60_000)) === offset)
    .sort((a, b) => b - a) // the larger offset is the earlier instant
    .map((offset) => `${match[1]}T${match[2]}:${match[3]}:00${offsetText(offset)}`);
  const [first, second] = isos;
  if (!first) return { kind: "missing" };
  if (!second) return { kind: "exact", iso: first };
  return { kind: "ambiguous", earlier: first, later: second };
}

/** The ISO instant for a wall time; for a time that happens twice, the `offset` ("+02:00") picks one. */
export function wallTimeToIso(
  local: string,
  timeZone = DEFAULT_TIME_ZONE,
  offset?: string,
): string | undefined {
  const read = readWallTime(local, timeZone);
  if (read.kind === "exact") return read.iso;
  if (read.kind === "ambiguous" && offset)
    return [read.earlier, read.later].find((iso) => iso.endsWith(offset));
  return undefined;
}

/** Why a wall time cannot be sent as typed (a zod issue message of Errors.field); undefined when it can. */
export function wallTimeProblem(field: string, local: string, offset?: string): string | undefined {
  const read = readWallTime(local);
  const clock = local.slice(11, 16);
  if (read.kind === "invalid") return issueMessage("wallTimeInvalid", { field });
  if (read.kind === "missing") return issueMessage("wallTimeMissing", { field, clock });
  if (read.kind === "ambiguous" && !wallTimeToIso(local, DEFAULT_TIME_ZONE, offset))
    return issueMessage("wallTimeAmbiguous", { field, clock });
  return undefined;
}
