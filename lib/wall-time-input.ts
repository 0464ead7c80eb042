import { formatDay, formatDayInput, parseDay, parseDayInput } from "./dates";

/** What the two boxes of a day-and-time input show: "25/10/2026" and "14:30". */
export interface WallTimeTexts {
  day: string;
  time: string;
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;
const TYPED_TIME = /^\s*(\d{1,2})[:.h]?(\d{2})\s*$/;

/** A datetime-local value ("2026-10-25T14:30") as the boxes show it; anything else is kept as typed. */
export function splitWallTime(value: string): WallTimeTexts {
  const wall = WALL_TIME.exec(value);
  const day = wall ? parseDay(wall[1]) : undefined;
  if (wall && day) return { day: formatDayInput(day), time: wall[2] ?? "" };
  const cut = value.lastIndexOf(" ");
  return cut < 0 ? { day: value, time: "" } : { day: value.slice(0, cut), time: value.slice(cut + 1) };
}

/**
 * The boxes' text as a datetime-local value; when a part does not parse, what was typed ("31/02/2026
 * 10:00"), which the form's validation then refuses with a message. Both empty is "".
 */
export function joinWallTime({ day, time }: WallTimeTexts): string {
  if (!day.trim() && !time.trim()) return "";
  const parsedDay = parseDayInput(day);
  const [, hours = "", minutes = ""] = TYPED_TIME.exec(time) ?? [];
  if (parsedDay && hours && Number(hours) < 24 && Number(minutes) < 60)
    return `${formatDay(parsedDay)}T${hours.padStart(2, "0")}:${minutes}`;
  return `${day.trim()} ${time.trim()}`;
}
