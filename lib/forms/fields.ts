import { z } from "zod";
import {
  AMOUNT_LOCALES,
  type AmountInputOptions,
  type AmountLocale,
  DEFAULT_AMOUNT_LOCALE,
  parseAmountInput,
} from "@/lib/amount-input";
import { issueMessage } from "@/lib/i18n/error-message";

/** Pieces shared by the agent's write forms (movements, refunds, rectifications). */

export const id = z.string().trim().min(1, issueMessage("required")).max(100);

/** The locale the amounts were typed in (es: 1.234,56; en: 1,234.56); the server reads them the same way. */
export const amountLocale = z.enum(AMOUNT_LOCALES).default(DEFAULT_AMOUNT_LOCALE);

/**
 * A validated form holds canonical decimals ("-75.5"): no group mark, "." before the decimals. Kept
 * for later (an approval request) and read again, it must be read in the locale where that is what
 * they mean (en), never in the one they were typed in: in es "75.5" is a misplaced thousands mark.
 */
const CANONICAL_AMOUNT_LOCALE: AmountLocale = "en";

export function asCanonical<T extends Record<string, unknown>>(form: T): T {
  return "amountLocale" in form ? { ...form, amountLocale: CANONICAL_AMOUNT_LOCALE } : form;
}

/**
 * Reads the named amount fields as typed, by the form's locale, into plain decimal strings. Every
 * money input goes through parseAmountInput; nothing is parsed as a float.
 */
export function readAmounts<T extends { amountLocale: (typeof AMOUNT_LOCALES)[number] }>(
  form: T,
  ctx: z.RefinementCtx,
  fields: Partial<Record<keyof T & string, AmountInputOptions>>,
  path: (string | number)[] = [],
): T {
  const read: Record<string, unknown> = { ...form };
  for (const [field, options] of Object.entries(fields) as [string, AmountInputOptions][]) {
    const parsed = parseAmountInput(String(read[field] ?? ""), form.amountLocale, options);
    if (parsed.ok) read[field] = parsed.value;
    else
      ctx.addIssue({
        code: "custom",
        path: [...path, field],
        message: issueMessage(parsed.message.key, parsed.message.values),
      });
  }
  return read as T;
}

/**
 * readAmounts as a check that runs even when other fields were refused (zod skips refinements after
 * a refusal by default): one submit marks every amount that is missing or unreadable along with the
 * rest, instead of revealing them one submit at a time. The transform after it reads them again.
 */
export function checkAmounts(fields: Record<string, AmountInputOptions>) {
  return z.superRefine(
    (form: { amountLocale: (typeof AMOUNT_LOCALES)[number] } & Record<string, unknown>, ctx) => {
      // A locale the object refused cannot read anything: its own error says so.
      if (AMOUNT_LOCALES.includes(form.amountLocale)) readAmounts(form, ctx, fields);
    },
    { when: () => true },
  );
}
