"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState, useRef } from "react";
import type { z } from "zod";
import { type ActionError, type ActionResult, fieldErrorsOf } from "@/lib/actions/result";

export interface ActionFormOptions<I, T> {
  /** Checked in the browser first: a refused input shows its field errors and never leaves. */
  schema?: z.ZodType;
  onSuccess?: (data: T, input: I) => void;
  /** The error to show, or undefined to show none (another part of the form answers it). */
  onFailure?: (error: ActionError, input: I) => ActionError | undefined;
}

export interface ActionFormState<T> {
  data?: T;
  error?: ActionError;
  fieldErrors: Record<string, string>;
}

type Step<I> = { send: I } | { refuse: Record<string, string> } | { clear: string } | { reset: true };

/**
 * One way for a form to call its server action, on React 19's useActionState: a double click or a
 * second submit while one is in flight sends nothing; field errors from the browser's own checks
 * and from the server have one shape; the callbacks run once per answer.
 */
export function useActionForm<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  options: ActionFormOptions<I, T> = {},
) {
  const t = useTranslations("Errors");
  const inFlight = useRef(false);
  // The newest action and callbacks, whichever render the answer arrives in.
  const latest = useRef({ ...options, action });
  latest.current = { ...options, action };
  const [state, dispatch, isPending] = useActionState(
    async (previous: ActionFormState<T>, step: Step<I>): Promise<ActionFormState<T>> => {
      if ("clear" in step) {
        const { [step.clear]: _, ...fieldErrors } = previous.fieldErrors;
        return { ...previous, fieldErrors };
      }
      if ("refuse" in step) return { fieldErrors: step.refuse };
      if ("reset" in step) return { fieldErrors: {} };
      try {
        const result = await latest.current.action(step.send);
        if (result.ok) {
          latest.current.onSuccess?.(result.data, step.send);
          return { data: result.data, fieldErrors: {} };
        }
        const { onFailure } = latest.current;
        return {
          error: onFailure ? onFailure(result.error, step.send) : result.error,
          fieldErrors: result.error.fieldErrors ?? {},
        };
      } finally {
        inFlight.current = false;
      }
    },
    { fieldErrors: {} },
  );

  /** Sends the input unless a send is in flight or the browser's check refuses it; true when sent. */
  function submit(input: I): boolean {
    if (inFlight.current) return false;
    const checked = latest.current.schema?.safeParse(input);
    if (checked && !checked.success) {
      refuse(fieldErrorsOf(checked.error.issues, t));
      return false;
    }
    inFlight.current = true;
    startTransition(() => dispatch({ send: input }));
    return true;
  }

  /** Shows the form's own refusal (e.g. an amount over the cap) without a round trip. */
  const refuse = (fieldErrors: Record<string, string>) =>
    startTransition(() => dispatch({ refuse: fieldErrors }));
  /** Forgets a field's error once the person edits it. */
  const clearFieldError = (field: string) => {
    if (state.fieldErrors[field]) startTransition(() => dispatch({ clear: field }));
  };

  /** Back to a blank form's state (e.g. "send another"). */
  const reset = () => startTransition(() => dispatch({ reset: true }));

  return { ...state, isPending, submit, refuse, clearFieldError, reset };
}
