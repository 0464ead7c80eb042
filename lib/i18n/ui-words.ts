import "server-only";
import { getTranslations } from "next-intl/server";
import { referenceWords } from "./reference-words";

export interface UiWords {
  tryAgain: string;
  retrying: string;
  somethingWrong: string;
  couldNotLoad: string;
  /** "Reference: {id}" around the id: what comes before it and after it. */
  reference: readonly [before: string, after: string];
  cancel: string;
  sessionEndedTitle: string;
  sessionEndedBody: string;
  pageFailed: { heading: string; title: string; message: string };
  /** The portal's own store is unreachable or too slow (store-kit/unavailable.ts). */
  storeUnavailable: { title: string; message: string };
}

/** The shared client pieces' words in the request's language (see components/ui/ui-words.tsx). */
export async function uiWords(): Promise<UiWords> {
  const [t, tControls] = await Promise.all([getTranslations("Feedback"), getTranslations("Controls")]);
  return {
    tryAgain: t("tryAgain"),
    retrying: t("retrying"),
    somethingWrong: t("somethingWrong"),
    couldNotLoad: t("couldNotLoad"),
    reference: referenceWords(t),
    cancel: tControls("cancel"),
    sessionEndedTitle: t("sessionEndedTitle"),
    sessionEndedBody: t("sessionEndedBody"),
    pageFailed: {
      heading: t("pageFailed.heading"),
      title: t("pageFailed.title"),
      message: t("pageFailed.message"),
    },
    storeUnavailable: {
      title: t("problem.storeUnavailable.title"),
      message: t("problem.storeUnavailable.message"),
    },
  };
}
