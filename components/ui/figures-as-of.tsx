import { getLocale, getTranslations } from "next-intl/server";
import { formatTimeOfDay } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";

/** When the figures above were read from the operator (`fetchedAtOf`): a page may show them for a few seconds. */
export async function FiguresAsOf({ at }: { at: Date | undefined }) {
  if (!at) return null;
  const [t, locale] = await Promise.all([getTranslations("Common"), getLocale()]);
  return (
    <p className="text-xs text-gray-600" data-testid="figures-as-of">
      {t("figuresAsOf", { at: formatTimeOfDay(at, { locale: intlLocaleOf(locale) }) })}
    </p>
  );
}
