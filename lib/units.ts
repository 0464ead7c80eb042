import Decimal from "decimal.js";
import { numberFormat } from "./intl-formats";
import { DEFAULT_LOCALE, type DecimalString, toDecimal } from "./money";

/** Between a figure and its unit: "50 GB" never breaks across two lines. */
const NBSP = "\u00a0";

/** The three usage kinds of the contract and the unit each is counted in. */
export const USAGE_TYPES = ["data", "sms", "voice"] as const;
export type UsageType = (typeof USAGE_TYPES)[number];
export const UNIT_OF: Record<UsageType, string> = { data: "byte", sms: "sms", voice: "second" };

export function isUsageType(value: string): value is UsageType {
  return (USAGE_TYPES as readonly string[]).includes(value);
}

/** Operators sell data in binary multiples: a "10 GB" bundle is 10 × 1024³ bytes. */
const BYTES_PER_KB = 1024;
const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

function formatNumber(
  value: DecimalString,
  maxFractionDigits: number,
  locale: string,
  roundDown = false,
): string {
  const rounded = toDecimal(value)
    .toDecimalPlaces(maxFractionDigits, roundDown ? Decimal.ROUND_DOWN : Decimal.ROUND_HALF_UP)
    .toFixed();
  return numberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(rounded as `${number}`);
}

/**
 * 1536 -> "1.5 KB", 10737418240 -> "10 GB"; always from the exact byte count. `roundDown` for what is
 * used of an allowance: 19.98 GB used of 20 GB must not read "20 GB of 20 GB used".
 */
export function formatBytes(
  bytes: DecimalString | number,
  locale = DEFAULT_LOCALE,
  roundDown = false,
): string {
  let value = toDecimal(bytes);
  const negative = value.isNegative();
  value = value.abs();
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && value.greaterThanOrEqualTo(BYTES_PER_KB)) {
    value = value.dividedBy(BYTES_PER_KB);
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value.lessThan(10) ? 2 : 1;
  const text = formatNumber(value.toFixed(), digits, locale, roundDown);
  return `${negative ? "-" : ""}${text}${NBSP}${BYTE_UNITS[unit] ?? "B"}`;
}

/** Bytes as megabytes, for chart axes (a plotted value, never a billed one). */
export function bytesToMegabytes(bytes: DecimalString | number): number {
  return toDecimal(bytes)
    .dividedBy(BYTES_PER_KB * BYTES_PER_KB)
    .toDecimalPlaces(3)
    .toNumber();
}

/**
 * Seconds as whole minutes and seconds, for voice allowances and totals (never "982.1 min"):
 * 30000 -> "500 min", 90 -> "1 min 30 s", 30 -> "30 s", 120000 -> "2,000 min". A number never leaves its
 * unit, but "297 min" and "4 s" may go on two lines: on a phone, a tile is narrower than "1,047 min 17 s".
 */
export function formatMinutes(seconds: DecimalString | number, locale = DEFAULT_LOCALE): string {
  const total = toDecimal(seconds).toDecimalPlaces(0);
  const sign = total.isNegative() ? "-" : "";
  const minutes = total.abs().dividedToIntegerBy(60);
  const rest = total.abs().minus(minutes.times(60)).toNumber();
  if (minutes.isZero()) return `${sign}${rest}${NBSP}s`;
  const whole = `${sign}${formatNumber(minutes.toFixed(), 0, locale)}${NBSP}min`;
  return rest ? `${whole} ${rest}${NBSP}s` : whole;
}

/** A call's length: 45 -> "45 s", 185 -> "3 min 5 s", 3725 -> "1 h 2 min" (never broken across lines). */
export function formatDuration(seconds: DecimalString | number): string {
  const total = toDecimal(seconds).toDecimalPlaces(0).toNumber();
  if (total < 60) return `${total}${NBSP}s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return minutes ? `${hours}${NBSP}h${NBSP}${minutes}${NBSP}min` : `${hours}${NBSP}h`;
  return rest ? `${minutes}${NBSP}min${NBSP}${rest}${NBSP}s` : `${minutes}${NBSP}min`;
}

export function formatSms(count: DecimalString | number, locale = DEFAULT_LOCALE): string {
  const text = formatNumber(toDecimal(count).toFixed(), 0, locale);
  return `${text}${NBSP}SMS`;
}

/** An allowance as a person reads it: what is used and what is left, of its total. */
interface AllowanceFigures {
  used: string;
  left: string;
  total: string;
}

/**
 * Used and left of an allowance, in the total's unit and precision, so that the two add up to the total
 * as shown ("40,8 GB de 50 GB usados" and "Quedan 9,2 GB", never "Quedan 9,13 GB"). What is used is
 * rounded down (19.98 GB of 20 GB must not read as all of it); what is left is the rest of the total.
 */
export function formatAllowance(
  initial: DecimalString,
  left: DecimalString,
  unit: string,
  locale = DEFAULT_LOCALE,
): AllowanceFigures {
  const { scale, digits, suffix, write } = allowanceScale(toDecimal(initial), unit, locale);
  const total = toDecimal(initial).dividedBy(scale).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  const exactUsed = Decimal.max(toDecimal(initial).minus(toDecimal(left)), 0).dividedBy(scale);
  const used = Decimal.min(exactUsed.toDecimalPlaces(digits, Decimal.ROUND_DOWN), total);
  const shown = (value: Decimal) => write(value.toFixed(digits), digits) + suffix;
  return { used: shown(used), left: shown(total.minus(used)), total: shown(total) };
}

/** The unit an allowance is shown in (its total's), the digits it keeps and how a figure is written. */
function allowanceScale(initial: Decimal, unit: string, locale: string) {
  const number = (value: string, digits: number) => formatNumber(value, digits, locale);
  switch (unit) {
    case "byte":
    case "bytes": {
      let index = 0;
      let value = initial.abs();
      while (index < BYTE_UNITS.length - 1 && value.greaterThanOrEqualTo(BYTES_PER_KB)) {
        value = value.dividedBy(BYTES_PER_KB);
        index += 1;
      }
      const digits = index === 0 ? 0 : value.lessThan(10) ? 2 : 1;
      return {
        scale: BYTES_PER_KB ** index,
        digits,
        suffix: `${NBSP}${BYTE_UNITS[index] ?? "B"}`,
        write: number,
      };
    }
    case "second":
    case "seconds":
      return { scale: 1, digits: 0, suffix: "", write: (value: string) => formatMinutes(value, locale) };
    case "sms":
      return { scale: 1, digits: 0, suffix: `${NBSP}SMS`, write: number };
    default:
      return { scale: 1, digits: 2, suffix: `${NBSP}${unit}`, write: number };
  }
}

/** Formats a quantity in the unit the API names (byte, sms, second). */
export function formatQuantity(
  value: DecimalString | number,
  unit: string,
  {
    locale = DEFAULT_LOCALE,
    voiceAs = "minutes",
    roundDown = false,
  }: { locale?: string; voiceAs?: "minutes" | "duration"; roundDown?: boolean } = {},
): string {
  switch (unit) {
    case "byte":
    case "bytes":
      return formatBytes(value, locale, roundDown);
    case "second":
    case "seconds":
      return voiceAs === "minutes" ? formatMinutes(value, locale) : formatDuration(value);
    case "sms":
      return formatSms(value, locale);
    default:
      return `${formatNumber(toDecimal(value).toFixed(), 2, locale)}${NBSP}${unit}`;
  }
}
