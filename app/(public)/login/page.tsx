import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BrandMark } from "@/components/shell/brand-mark";
import { DisplaySettings } from "@/components/shell/display-settings";
import { LoginForm } from "@/components/shell/login-form";
import { Alert } from "@/components/ui/alert";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { homeFor } from "@/lib/auth/roles";
import { getPortalSession } from "@/lib/auth/session";
import { signInError } from "@/lib/auth/sign-in-errors";
import { currentTheme } from "@/lib/display/current-theme";
import { titled } from "@/lib/i18n/page-title";
import { type PageSearchParams, searchParam } from "@/lib/url/search-params";

export const generateMetadata = titled(async () => (await getTranslations("Login"))("title"));

export default async function LoginPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  const callbackPath = safeCallbackPath(searchParam(params, "callbackUrl"));
  const session = await getPortalSession();
  if (session) redirect(callbackPath ?? homeFor(session.user.roles));
  const t = await getTranslations("Login");

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <BrandMark className="size-11" />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-gray-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-gray-600">{t("subtitle")}</p>
        </div>
        {searchParam(params, "signedOut") === "everywhere" && (
          <Alert tone="success" className="mb-4">
            {t("signedOutEverywhere")}
          </Alert>
        )}
        <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
          <LoginForm callbackPath={callbackPath} initialError={signInError(searchParam(params, "error"))} />
        </div>
        <details className="mt-6 text-sm text-gray-600">
          <summary className="cursor-pointer rounded-sm text-center font-medium text-gray-700">
            {t("demoAccounts")}
          </summary>
          <p className="mt-2 text-center">
            {t.rich("demoAccountsHint", { code: (chunks) => <code>{chunks}</code> })}
          </p>
        </details>
        <DisplaySettings theme={await currentTheme()} className="mt-6 justify-center" />
      </div>
    </main>
  );
}
