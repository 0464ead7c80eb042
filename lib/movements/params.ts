import { MOVEMENT_TYPES, type Movement, type MovementType, type OperationType } from "@/contract/billing";
import { formatDay } from "@/lib/dates";
import { type RawSearchParams, searchParam } from "@/lib/url/search-params";
import { type DayRange, parseDayRange } from "@/lib/usage/range";

const MOVEMENT_STATUSES = ["pending", "invoiced"] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];
const MOVEMENTS_DEFAULT_DAYS = 180;

export interface MovementParams {
  subscription?: string;
  range: DayRange;
  movementType?: MovementType;
  operationType?: OperationType;
  status?: MovementStatus;
  page: number;
}

export type MovementParamsResult =
  | { ok: true; params: MovementParams }
  | { ok: false; message: string; subscription?: string };

/** The movements page's URL filters; a bad value is a message and no upstream call. */
export function parseMovementParams(raw: RawSearchParams, now = new Date()): MovementParamsResult {
  const subscription = searchParam(raw, "sub") || undefined;
  const range = parseDayRange(
    searchParam(raw, "from") || undefined,
    searchParam(raw, "to") || undefined,
    now,
    {
      defaultDays: MOVEMENTS_DEFAULT_DAYS,
    },
  );
  if (!range.ok) return { ok: false, message: range.message, subscription };
  const type = searchParam(raw, "type") || undefined;
  const movementType = MOVEMENT_TYPES.find((t) => t === type);
  if (type && !movementType) return { ok: false, message: `“${type}” is not a movement type.`, subscription };
  const op = searchParam(raw, "op") || undefined;
  if (op && op !== "CREDIT" && op !== "DEBIT")
    return { ok: false, message: `“${op}” is not a direction: choose credits or debits.`, subscription };
  const statusRaw = searchParam(raw, "status") || undefined;
  const status = MOVEMENT_STATUSES.find((s) => s === statusRaw);
  if (statusRaw && !status)
    return {
      ok: false,
      message: `“${statusRaw}” is not a status: choose pending or invoiced.`,
      subscription,
    };
  const page = Number.parseInt(searchParam(raw, "page") ?? "1", 10);
  return {
    ok: true,
    params: {
      subscription,
      range: range.range,
      movementType,
      operationType: op === "CREDIT" || op === "DEBIT" ? op : undefined,
      status,
      page: Number.isFinite(page) && page > 0 ? page : 1,
    },
  };
}

export function movementSearch(params: MovementParams, overrides: Partial<MovementParams> = {}): string {
  const p = { ...params, ...overrides };
  const query = new URLSearchParams();
  if (p.subscription) query.set("sub", p.subscription);
  query.set("from", formatDay(p.range.from));
  query.set("to", formatDay(p.range.to));
  if (p.movementType) query.set("type", p.movementType);
  if (p.operationType) query.set("op", p.operationType);
  if (p.status) query.set("status", p.status);
  if (p.page > 1) query.set("page", String(p.page));
  return query.toString();
}

export const isInvoiced = (m: Movement) => m.invoice_number !== "" || m.invoice_id !== "";

export function filterByStatus(
  movements: readonly Movement[],
  status: MovementStatus | undefined,
): Movement[] {
  if (!status) return [...movements];
  return movements.filter((m) => (status === "invoiced" ? isInvoiced(m) : !isInvoiced(m)));
}

/**
 * The amount as it changes the bill: credits lower it. The contract leaves the sign of a credit
 * open (the sandbox sends them negative), so a positive credit is turned negative here.
 */
export function signedAmount(m: Movement, key: "value_with_taxes" | "value_without_taxes"): string {
  const value = m.amount[key];
  return m.operation_type === "CREDIT" && !value.startsWith("-") ? `-${value}` : value;
}
