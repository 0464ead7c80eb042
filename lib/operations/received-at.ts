import { DEFAULT_TIME_ZONE } from "@/lib/dates";

/**
 * When the operator received an upload ("29/3/2026, 3:30:00"), in the org's zone (ORG_SETTINGS'
 * timeZone, Europe/Madrid by default) like every other time of the portal, not the browser's.
 */
export function formatReceivedAt(
  receivedAt: string,
  { locale, timeZone = DEFAULT_TIME_ZONE }: { locale: string; timeZone?: string },
): string {
  return new Date(receivedAt).toLocaleString(locale, { timeZone });
}
