import type { Metadata } from "next";
import { AppointmentForm } from "@/components/appointments/appointment-form";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Appointment notifications" };

export default async function AppointmentsPage() {
  await requireSession("support");
  return (
    <>
      <PageHeader
        title="Appointment notifications"
        description="Tell a customer by SMS that their appointment was confirmed, moved, cancelled or is coming up."
      />
      <AppointmentForm />
    </>
  );
}
