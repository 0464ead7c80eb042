"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { cn } from "@/components/ui/cn";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { setLocale } from "@/lib/i18n/set-locale";

/** A native select of the portal's languages, each named in itself; the choice is remembered. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations("LanguageSwitcher");
  const locale = useLocale();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useId();

  return (
    <div className={cn("flex items-center gap-2 text-sm", className)}>
      <label htmlFor={id} className="text-gray-600">
        {t("label")}
      </label>
      <select
        id={id}
        value={locale}
        disabled={isPending}
        aria-busy={isPending}
        onChange={(event) => {
          const next = event.target.value;
          startTransition(async () => {
            await setLocale(next);
            router.refresh();
          });
        }}
        className="rounded-md border border-gray-300 bg-white py-1 pr-7 pl-2 text-sm text-gray-900"
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
      <span className="sr-only" role="status">
        {isPending ? t("saving") : ""}
      </span>
    </div>
  );
}
