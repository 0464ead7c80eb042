import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppointmentForm } from "@/components/appointments/appointment-form";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Appointments");
  return { title: t("metaTitle") };
}

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
