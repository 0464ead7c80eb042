import { getTranslations } from "next-intl/server";
import { AppointmentForm } from "@/components/appointments/appointment-form";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () => (await getTranslations("Appointments"))("metaTitle"));

export default async function AppointmentsPage() {
  await requireSession("support");
  const t = await getTranslations("Appointments");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AppointmentForm />
    </>
  );
}
