import { MOVEMENT_TYPES, type Movement, type MovementType, type OperationType } from "@/contract/billing";
import { type ParsedFilters, pageParam, type RawSearchParams, searchParam } from "@/lib/url/search-params";
import { type DayRange, dayRangeParams, lineAndRangeQuery } from "@/lib/usage/range";

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

/** The movements page's URL filters; a bad value is a message and no upstream call. */
export function parseMovementParams(raw: RawSearchParams, now = new Date()): ParsedFilters<MovementParams> {
  const subscription = searchParam(raw, "sub") || undefined;
  const range = dayRangeParams(raw, now, { defaultDays: MOVEMENTS_DEFAULT_DAYS });
  if (!range.ok) return { ok: false, problem: range.problem, subscription };
  const type = searchParam(raw, "type") || undefined;
  const movementType = MOVEMENT_TYPES.find((t) => t === type);
  if (type && !movementType)
    return { ok: false, problem: { key: "movementType", values: { value: type } }, subscription };
  const op = searchParam(raw, "op") || undefined;
  if (op && op !== "CREDIT" && op !== "DEBIT")
    return { ok: false, problem: { key: "direction", values: { value: op } }, subscription };
  const statusRaw = searchParam(raw, "status") || undefined;
  const status = MOVEMENT_STATUSES.find((s) => s === statusRaw);
  if (statusRaw && !status)
    return { ok: false, problem: { key: "status", values: { value: statusRaw } }, subscription };
  return {
    ok: true,
    params: {
      subscription,
      range: range.range,
      movementType,
      operationType: op === "CREDIT" || op === "DEBIT" ? op : undefined,
      status,
      page: pageParam(raw),
    },
  };
}

export function movementSearch(params: MovementParams, overrides: Partial<MovementParams> = {}): string {
  const p = { ...params, ...overrides };
  const query = lineAndRangeQuery(p.subscription, p.range);
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
