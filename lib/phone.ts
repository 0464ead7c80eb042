import { z } from "zod";

/** E.164 with the leading `+` (contract 2.2): country code 1-9, then 4 to 14 more digits. */
export const E164_PATTERN = /^\+[1-9][0-9]{4,14}$/;

/**
 * Tidies what a person types into E.164: drops spaces, dots, dashes and parentheses and turns an
 * international `00` prefix into `+`. It never guesses a country code.
 */
export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s.\-()]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

export function isE164(value: string): boolean {
  return E164_PATTERN.test(value);
}

/** Why a number is not E.164, in words; undefined when it is. */
export function phoneProblem(input: string): string | undefined {
  const value = normalizePhone(input);
  if (value === "") return "Enter the phone number.";
  if (!value.startsWith("+")) return "Start with + and the country code, e.g. +34600100001.";
  if (!/^\+\d+$/.test(value)) return "Use digits only after the +.";
  if (value[1] === "0") return "A country code never starts with 0.";
  if (value.length < 6) return "Too short: E.164 numbers have at least 5 digits after the +.";
  if (value.length > 16) return "Too long: E.164 numbers have at most 15 digits after the +.";
  return isE164(value) ? undefined : "Not a valid E.164 number.";
}

/** Accepts loosely typed input, yields the normalized E.164 text. */
export const e164Phone = z
  .string()
  .transform(normalizePhone)
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
