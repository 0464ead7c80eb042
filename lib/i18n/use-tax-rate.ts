import { useTranslations } from "next-intl";
import { formatPercent } from "@/lib/money";
import { useFormatLocale } from "./use-format-locale";

/** A tax as people read it: its name in their language and its rate ("IVA 21 %"); the operator's code when it has no name here. */
export function useTaxRate() {
  const t = useTranslations("Tax");
  const locale = useFormatLocale();
  return (tax: { type: string; percentage: string }) =>
    t("rate", { type: tax.type, percent: formatPercent(tax.percentage, locale) });
}
