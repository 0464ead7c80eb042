import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getPortalSession } from "@/lib/auth/session";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { resolveLocale } from "@/lib/i18n/resolve-locale";
import { orgSettings } from "@/lib/org/settings";

// next-intl calls this once per request (React cache) for server components, actions and route handlers;
// `asked` is a language named by the caller (`getMessages({ locale })`), e.g. an SMS in the customer's.
export default getRequestConfig(async ({ locale: asked }) => {
  const [cookieStore, headerList, session] = await Promise.all([cookies(), headers(), getPortalSession()]);
  const org = orgSettings(session?.user.org);
  const locale = isLocale(asked)
    ? asked
    : resolveLocale({
        chosen: cookieStore.get(LOCALE_COOKIE)?.value,
        orgDefault: org.locale,
        acceptLanguage: headerList.get("accept-language"),
      });
  return {
    locale,
    timeZone: org.timeZone,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
