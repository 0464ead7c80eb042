import "server-only";
import type { z } from "zod";
import { errorWords, type NoAnswerKey } from "./error-words";
import { type ActionError, fieldErrorsOf, fieldIssuesOf } from "./result";

/**
 * The sentence (Errors.operator) for an upstream error code of the billing endpoints (contract
 * section 7), a code the sandbox documents for refunds and invoices (docs/billing-api.md) or one of
 * ours, when the catalogue has one.
 */
export async function sentenceFor(code: string): Promise<string | undefined> {
  const t = await errorWords();
  const key = `operator.${code}` as const;
  return t.has(key as never) ? t(key as never) : undefined;
}

export async function messageFor(code: string): Promise<string> {
  return (await sentenceFor(code)) ?? (await errorWords())("operator.generic");
}

export async function validationError(error: z.ZodError): Promise<ActionError> {
  return {
    code: "validation",
    message: await messageFor("validation"),
    words: { key: "operator.validation" },
    fieldErrors: fieldErrorsOf(error.issues, await errorWords()),
    fieldIssues: fieldIssuesOf(error.issues),
  };
}

export async function noAnswerMessage(detail: NoAnswerKey): Promise<string> {
  const t = await errorWords();
  return t("noAnswer", { detail: t(`noAnswerDetail.${detail}`) });
}
