"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { UiWords } from "@/lib/i18n/ui-words";

const Words = createContext<UiWords | undefined>(undefined);

/**
 * The few words every page's shared client pieces need (error states, dialogs, the error boundary),
 * translated on the server: pages whose client components read nothing else (the customer overview)
 * then ship no message catalogue and no translation runtime to the browser.
 */
export function UiWordsProvider({ words, children }: { words: UiWords; children: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

export function useUiWords(): UiWords {
  const words = useContext(Words);
  if (!words) throw new Error("useUiWords needs a UiWordsProvider above it (the root layout has one).");
  return words;
}
