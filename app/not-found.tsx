import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () => (await getTranslations("NotFound"))("pageTitle"));

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold text-brand-700">{404}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-gray-900">{t("pageTitle")}</h1>
      <p className="mt-2 text-sm text-gray-600">{t("pageDescription")}</p>
      <ButtonLink href="/" className="mt-6">
        {t("homeLink")}
      </ButtonLink>
    </main>
  );
}
