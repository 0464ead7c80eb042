/** SIM-swap step-up: which agent writes need it, how far back a swap counts, how long a verification lasts. */

export const STEP_UP_VERIFY_ACTION = "network.verifyCaller";
export const STEP_UP_OVERRIDE_ACTION = "network.stepUpOverride";
export const STEP_UP_CHECK_ACTION = "network.stepUp";

/** A device swap within this many hours blocks sensitive writes (CAMARA's default maxAge). */
const DEFAULT_SWAP_WINDOW_HOURS = 240;
/** Per-org setting; orgs not listed use the default. */
const SWAP_WINDOW_HOURS_BY_ORG: Readonly<Record<string, number>> = { demo: 240, acme: 240 };
/** A caller verification or an override opens sensitive writes on that line for this long. */
export const STEP_UP_VALID_MINUTES = 30;

export const swapWindowHours = (org: string) => SWAP_WINDOW_HOURS_BY_ORG[org] ?? DEFAULT_SWAP_WINDOW_HOURS;

/** This person's caller verification or override on the line, and when it lapses. */
export type Clearance = { by: "override" | "verifiedCaller"; until: Date };

/** Has this line's SIM moved recently, as a page says it: the one answer every page words the same way. */
export type SwapOutlook =
  | { state: "clear" }
  | { state: "swapped"; hours: number; movedAt?: Date; clearance?: Clearance }
  | { state: "checkFailed"; message: string; traceId?: string; clearance?: Clearance };

/** The clearance that opens the line despite the outlook, if any. */
export const clearanceOf = (outlook: SwapOutlook): Clearance | undefined =>
  outlook.state === "clear" ? undefined : outlook.clearance;

/** The outlook from when the SIM last moved (the network's retrieve-date answer), against the window. */
export function outlookFromLastMove(
  latestDeviceChange: string | null | undefined,
  hours: number,
  now = new Date(),
): SwapOutlook {
  if (!latestDeviceChange) return { state: "clear" };
  const movedAt = new Date(latestDeviceChange);
  return now.getTime() - movedAt.getTime() < hours * 3_600_000
    ? { state: "swapped", hours, movedAt }
    : { state: "clear" };
}

/** The window as the messages word it: whole days as days ("the last 10 days"), else hours (days 0). */
export const swapWindowWords = (hours: number) => ({ hours, days: hours % 24 === 0 ? hours / 24 : 0 });

/**
 * Refunds, issued rectifications and credit (negative) movements move money towards the caller. A
 * rectification is checked on the line of the invoice it corrects (its `subscription_id`).
 */
export function isSensitiveWrite(action: string, form: unknown): boolean {
  if (action === "refund.create") return true;
  // Checked once the draft is read and its line known (lib/rectifications/actions/rectification-lifecycle.ts).
  if (action === "rectification.issue")
    return Boolean((form as { subscriptionId?: unknown })?.subscriptionId);
  if (action !== "movement.create" || !form || typeof form !== "object") return false;
  const value = (form as { valueWithTaxes?: unknown }).valueWithTaxes;
  return typeof value === "string" && value.trim().startsWith("-");
}
