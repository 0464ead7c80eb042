import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { type ErrorMessage, errorMessage, issueMessage } from "@/lib/i18n/error-message";

/** E.164 with the leading `+` (contract 2.2): country code 1-9, then 4 to 14 more digits. */
const E164_PATTERN = /^\+[1-9][0-9]{4,14}$/;

/** Where a number typed without a country code is read when the org does not say (lib/org/settings.ts). */
const ORG_DEFAULT_COUNTRY: CountryCode = "ES";

export function isE164(value: string): boolean {
  return E164_PATTERN.test(value);
}

export type PhoneRead = { ok: true; e164: string } | { ok: false; message: ErrorMessage };

/**
 * Reads what a person typed as a phone number with libphonenumber-js: international forms
 * ("+44 (0)20 7946 0958", "0034 600 100 001") or a national number of the org's country
 * ("612 345 678"). Numbers that cannot exist are refused; the result also matches the seed's pattern.
 */
export function readPhone(input: string, country: CountryCode = ORG_DEFAULT_COUNTRY): PhoneRead {
  const text = input.trim();
  if (text === "") return { ok: false, message: errorMessage("phoneEmpty") };
  if (/[a-z]/i.test(text)) return { ok: false, message: errorMessage("phoneLetters") };
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid()) return { ok: false, message: errorMessage("phoneInvalid", { country }) };
  if (!isE164(parsed.number)) return { ok: false, message: errorMessage("phoneNotE164") };
  return { ok: true, e164: parsed.number };
}

/** Why a number cannot be used (an Errors.field message); undefined when it can. */
export function phoneProblem(
  input: string,
  country: CountryCode = ORG_DEFAULT_COUNTRY,
): ErrorMessage | undefined {
  const read = readPhone(input, country);
  return read.ok ? undefined : read.message;
}

/** Accepts a number as people type it, yields E.164 (the form shows that normalised number before sending). */
export const e164Phone = z
  .string()
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: issueMessage(problem.key, problem.values) });
  })
  .transform((value) => {
    const read = readPhone(value);
    return read.ok ? read.e164 : value;
  });
