import "server-only";
import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";

/** The Errors messages in the request's locale: every action error's words come from them. */
export const errorWords = () => getTranslations("Errors");

/** Why an agent write may or may not have happened, after "The operator's system did not answer." */
export type NoAnswerKey = keyof Messages["Errors"]["noAnswerDetail"];

/** What a form says above its field errors when its input is refused. */
export type InvalidKey = keyof Messages["Errors"]["invalid"] | "validation";
