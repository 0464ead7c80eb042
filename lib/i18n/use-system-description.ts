import { useTranslations } from "next-intl";
import { describeWith } from "./system-description";

/** describeWith for a component: the operator's generated descriptions in the page's language. */
export function useSystemDescription() {
  return describeWith(useTranslations("SystemDescription"));
}
