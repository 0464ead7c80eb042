import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { setLocale, setTheme } from "@/lib/display/actions";
import { THEMES, type Theme } from "@/lib/display/theme";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { PreferenceSelect } from "./preference-select";

/**
 * Language and colour scheme, side by side (stacked in the phone menu); each is saved as soon as it changes.
 * Translated where it renders (the server), so the browser gets only the two selects and their words.
 */
export function DisplaySettings({ theme, className }: { theme: Theme; className?: string }) {
  const t = useTranslations("DisplaySettings");
  return (
    <div className={cn("flex flex-wrap items-center gap-x-4 gap-y-2", className)}>
      <PreferenceSelect
        label={t("language")}
        pendingLabel={t("saving")}
        value={useLocale()}
        options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }))}
        save={setLocale}
      />
      <PreferenceSelect
        label={t("theme")}
        pendingLabel={t("saving")}
        value={theme}
        options={THEMES.map((value) => ({ value, label: t(`themes.${value}`) }))}
        save={setTheme}
      />
    </div>
  );
}
