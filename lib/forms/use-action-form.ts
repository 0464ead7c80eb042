"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState, useEffect, useRef } from "react";
import type { z } from "zod";
import { type ActionError, type ActionResult, fieldErrorsOf } from "@/lib/actions/result";
import { focusAfterFailure } from "./focus-after-failure";

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

type Step<I> =
  | { send: I }
  | { refuse: Record<string, string>; focus: boolean }
  | { clear: string }
  | { reset: true };

/**
 * One way for a form to call its server action, on React 19's useActionState: a double click or a
 * second submit while one is in flight sends nothing; field errors from the browser's own checks
 * and from the server have one shape; the callbacks run once per answer. After a refusal, focus
 * moves to the first invalid field of the form given `formRef` (or the one that was submitted).
 */
export function useActionForm<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  options: ActionFormOptions<I, T> = {},
) {
  const t = useTranslations("Errors");
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // What had focus when the form was sent (the submit button, or a field where Enter was pressed).
  const sender = useRef<Element | null>(null);
  const focusPending = useRef(false);
  // The newest action and callbacks, whichever render the answer arrives in.
  const latest = useRef({ ...options, action });
  latest.current = { ...options, action };
  const [state, dispatch, isPending] = useActionState(
    async (previous: ActionFormState<T>, step: Step<I>): Promise<ActionFormState<T>> => {
      if ("clear" in step) {
        const { [step.clear]: _, ...fieldErrors } = previous.fieldErrors;
        return { ...previous, fieldErrors };
      }
      if ("refuse" in step) {
        focusPending.current = step.focus;
        return { fieldErrors: step.refuse };
      }
      if ("reset" in step) return { fieldErrors: {} };
      try {
        const result = await latest.current.action(step.send);
        if (result.ok) {
          latest.current.onSuccess?.(result.data, step.send);
          return { data: result.data, fieldErrors: {} };
        }
        const { onFailure } = latest.current;
        const error = onFailure ? onFailure(result.error, step.send) : result.error;
        const fieldErrors = result.error.fieldErrors ?? {};
        // A failure another part of the form answers (a confirmation dialog) keeps focus where it goes.
        focusPending.current = error !== undefined || Object.keys(fieldErrors).length > 0;
        return { error, fieldErrors };
      } finally {
        inFlight.current = false;
      }
    },
    { fieldErrors: {} },
  );

  // Runs after the render that shows a refusal's errors, once the submit button is enabled again.
  useEffect(() => {
    if (!focusPending.current || isPending) return;
    focusPending.current = false;
    const form = formRef.current ?? sender.current?.closest("form") ?? null;
    focusAfterFailure(form, sender.current)?.focus();
  });

  const noteSender = () => {
    sender.current = typeof document === "undefined" ? null : document.activeElement;
  };

  /** Sends the input unless a send is in flight or the browser's check refuses it; true when sent. */
  function submit(input: I): boolean {
    if (inFlight.current) return false;
    noteSender();
    const checked = latest.current.schema?.safeParse(input);
    if (checked && !checked.success) {
      refuse(fieldErrorsOf(checked.error.issues, t));
      return false;
    }
    inFlight.current = true;
    startTransition(() => dispatch({ send: input }));
    return true;
  }

  /**
   * Shows the form's own refusal (e.g. an amount over the cap) without a round trip. A refusal on
   * leaving a field (`focus: false`) marks it but never pulls focus back from where the person went.
   */
  const refuse = (fieldErrors: Record<string, string>, { focus = true } = {}) => {
    if (focus && !inFlight.current) noteSender();
    startTransition(() => dispatch({ refuse: fieldErrors, focus }));
  };
  /** Forgets a field's error once the person edits it. */
  const clearFieldError = (field: string) => {
    if (state.fieldErrors[field]) startTransition(() => dispatch({ clear: field }));
  };

  /** Back to a blank form's state (e.g. "send another"). */
  const reset = () => startTransition(() => dispatch({ reset: true }));

  return { ...state, isPending, submit, refuse, clearFieldError, reset, formRef };
}
