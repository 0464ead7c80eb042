import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A number as people read it, grouped by its country's rules ("+34 600 10 00 01", "+44 20 7946 0958");
 * what does not read as a phone number (a short code, a name) is shown as it is.
 */
export function formatPhoneNumber(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
}
