"use client";

import { useCallback, useEffect, useRef, useState } from "react";

const PREFIX = "agent-form:";

/**
 * Form values kept in sessionStorage under a key per form, so a session that expires while the
 * form is open (sign in again, come back) or a reload keeps what was typed. Cleared on success.
 * Restored after mount, not during render, so server and client render the same first HTML.
 */
export function usePersistedForm<T extends object>(key: string, initial: () => T) {
  const storageKey = PREFIX + key;
  const [values, setValues] = useState<T>(initial);
  const [isRestored, setIsRestored] = useState(false);
  const [isDirty, setIsDirty] = useState(false);
  const initialRef = useRef(initial);
  // Set by the first edit: a draft restored after the person has started typing would overwrite them.
  const isTouched = useRef(false);

  useEffect(() => {
    if (isTouched.current) return;
    try {
      const saved = window.sessionStorage.getItem(storageKey);
      if (saved) {
        setValues({ ...initialRef.current(), ...(JSON.parse(saved) as Partial<T>) });
        setIsDirty(true);
        setIsRestored(true);
      }
    } catch {
      // Storage can be unavailable (private mode, quota): the form still works without it.
    }
  }, [storageKey]);

  const update = useCallback(
    (patch: Partial<T> | ((current: T) => Partial<T>)) => {
      isTouched.current = true;
      setValues((current) => {
        const next = { ...current, ...(typeof patch === "function" ? patch(current) : patch) };
        try {
          window.sessionStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // See above.
        }
        return next;
      });
      setIsDirty(true);
    },
    [storageKey],
  );

  /** Fills a default (e.g. "now" in the browser) without saving it or marking the form as touched. */
  const fillDefault = useCallback(
    (patch: Partial<T>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );

  const clear = useCallback(
    (next?: T) => {
      try {
        window.sessionStorage.removeItem(storageKey);
      } catch {
        // See above.
      }
      setValues(next ?? initialRef.current());
      setIsDirty(false);
      setIsRestored(false);
    },
    [storageKey],
  );

  return { values, update, fillDefault, clear, isDirty, isRestored };
}
