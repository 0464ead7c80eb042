import { getMessages, getTranslations } from "next-intl/server";
import { AppointmentForm } from "@/components/appointments/appointment-form";
import { PageHeader } from "@/components/ui/page-header";
import type { SmsWords } from "@/lib/appointments/form";
import { requireSession } from "@/lib/auth/session";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { titled } from "@/lib/i18n/page-title";
import { orgSettings } from "@/lib/org/settings";

export const generateMetadata = titled(async () => (await getTranslations("Appointments"))("metaTitle"));

/** The SMS templates in every language the portal speaks: the customer's may not be the agent's. */
async function smsWords(): Promise<Record<Locale, SmsWords>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const { Appointments } = await getMessages({ locale });
      return [locale, { templates: Appointments.smsTemplates, categories: Appointments.categories }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, SmsWords>;
}

export default async function AppointmentsPage() {
  const session = await requireSession("support");
  const [t, words] = await Promise.all([getTranslations("Appointments"), smsWords()]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AppointmentForm smsWords={words} country={orgSettings(session.user.org).defaultCountry} />
    </>
  );
}
