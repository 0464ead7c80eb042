import type { Movement } from "@/contract/billing";
import { type AmountLocale, parseAmountInput, toAmountText } from "@/lib/amount-input";
import { withoutTaxesFrom, withTaxesFrom } from "@/lib/billing-math";
import {
  DEFAULT_TIME_ZONE,
  formatDay,
  formatDayInput,
  parseDayInput,
  zonedParts,
  zonedTime,
} from "@/lib/dates";
import type { MovementFormInput, ProductKind } from "@/lib/movements/forms";

/** What the movement form holds: strings as typed, so nothing is parsed as a float on the way. */
export interface MovementValues {
  productKind: ProductKind;
  type: string;
  movementDatetime: string;
  periodStart: string;
  periodEnd: string;
  taxType: string;
  taxPercentage: string;
  valueWithoutTaxes: string;
  valueWithTaxes: string;
  /**
   * Which amount the agent typed last; the other one is computed from it. "none" until an amount or
   * the tax percentage is touched: a stored movement's amounts are then sent exactly as stored.
   */
  lastEdited: "with" | "without" | "none";
  billable: boolean;
  transactionTypeId: string;
  externalInvoiceId: string;
  description: string;
  /** Generated once per form: retries, double clicks and resubmits reuse it, so at most one movement. */
  externalMovementUniqueId: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * ISO -> the value of <input type="datetime-local">, as wall-clock time in the portal's zone
 * (Europe/Madrid), so the server's first render and the browser agree whatever their own zones.
 */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return "";
  const p = zonedParts(d, DEFAULT_TIME_ZONE);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A period day as the form shows it, day first ("05/10/2026"), in the portal's zone. */
function toDateInput(iso: string): string {
  const day = parseDayInput(toLocalInput(iso).slice(0, 10));
  return day ? formatDayInput(day) : "";
}

/** A typed period day (day first, or ISO) at a wall-clock time, or the raw text (which then fails validation). */
function fromDayInput(value: string, time: string): string {
  const day = parseDayInput(value);
  return day ? fromLocalInput(`${formatDay(day)}T${time}`) : value;
}

/** Wall-clock time in the portal's zone -> ISO, or the raw text (which then fails validation with a message). */
function fromLocalInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi, sec] = match.map(Number);
  const day = { year: y ?? 0, month: mo ?? 1, day: d ?? 1 };
  const instant =
    zonedTime(day, h ?? 0, DEFAULT_TIME_ZONE).getTime() + (mi ?? 0) * 60_000 + (sec || 0) * 1000;
  return new Date(instant).toISOString();
}

/** A v4 uuid; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newFormKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Tax types the form offers: operator codes, as the contract's examples and the operator's own
 * movements write them ("VAT"), shown by their name in the page's language (IVA in Spanish). The code
 * is what is sent, whatever the language: "IVA" would be a tax type of its own to the operator.
 */
export const TAX_TYPES = ["VAT"] as const;

export function newMovementValues(
  key: string,
  now: string,
  productKind: ProductKind = "subscribable",
): MovementValues {
  return {
    productKind,
    type: "ONE_TIME_FEE",
    movementDatetime: toLocalInput(now),
    periodStart: "",
    periodEnd: "",
    taxType: TAX_TYPES[0],
    taxPercentage: "21",
    valueWithoutTaxes: "",
    valueWithTaxes: "",
    lastEdited: "without",
    billable: true,
    transactionTypeId: "",
    externalInvoiceId: "",
    description: "",
    externalMovementUniqueId: key,
  };
}

export function valuesOf(m: Movement, locale: AmountLocale): MovementValues {
  return {
    productKind: m.transaction_type_id ? "nonSubscribable" : "subscribable",
    type: m.type,
    movementDatetime: toLocalInput(m.movement_datetime),
    periodStart: toDateInput(m.period_start_datetime),
    periodEnd: toDateInput(m.period_end_datetime),
    taxType: m.amount.tax.type,
    taxPercentage: toAmountText(m.amount.tax.percentage, locale),
    valueWithoutTaxes: toAmountText(m.amount.value_without_taxes, locale),
    valueWithTaxes: toAmountText(m.amount.value_with_taxes, locale),
    lastEdited: "none",
    billable: m.billable,
    transactionTypeId: m.transaction_type_id,
    externalInvoiceId: m.external_invoice_id,
    description: m.description,
    externalMovementUniqueId: m.external_movement_unique_id,
  };
}

const AMOUNT_KEYS = ["valueWithTaxes", "valueWithoutTaxes", "taxPercentage"] as const;

/** True when a change touches an amount or the tax percentage (only then is the other amount recomputed). */
export const touchesAmounts = (patch: Partial<MovementValues>) => AMOUNT_KEYS.some((key) => key in patch);

/** Recomputes the amount the agent did not type from the one they did, when both inputs parse. */
export function syncAmounts(
  v: MovementValues,
  locale: AmountLocale,
): Pick<MovementValues, "valueWithTaxes" | "valueWithoutTaxes"> {
  if (v.lastEdited === "none") return v;
  const pct = parseAmountInput(v.taxPercentage, locale, { allowNegative: false });
  if (!pct.ok) return v;
  if (v.lastEdited === "without") {
    const without = parseAmountInput(v.valueWithoutTaxes, locale);
    return without.ok
      ? { ...v, valueWithTaxes: toAmountText(withTaxesFrom(without.value, pct.value), locale) }
      : v;
  }
  const withTaxes = parseAmountInput(v.valueWithTaxes, locale);
  return withTaxes.ok
    ? { ...v, valueWithoutTaxes: toAmountText(withoutTaxesFrom(withTaxes.value, pct.value), locale) }
    : v;
}

export function toFormInput(
  subscriptionId: string,
  v: MovementValues,
  locale: AmountLocale,
): MovementFormInput {
  return {
    subscriptionId,
    amountLocale: locale,
    productKind: v.productKind,
    type: v.type as MovementFormInput["type"],
    movementDatetime: fromLocalInput(v.movementDatetime),
    ...(v.periodStart ? { periodStartDatetime: fromDayInput(v.periodStart, "00:00") } : {}),
    ...(v.periodEnd ? { periodEndDatetime: fromDayInput(v.periodEnd, "23:59:59") } : {}),
    valueWithTaxes: v.valueWithTaxes,
    valueWithoutTaxes: v.valueWithoutTaxes,
    taxType: v.taxType,
    taxPercentage: v.taxPercentage,
    billable: v.billable,
    transactionTypeId: v.transactionTypeId,
    externalInvoiceId: v.externalInvoiceId,
    externalMovementUniqueId: v.externalMovementUniqueId,
    description: v.description,
  };
}
