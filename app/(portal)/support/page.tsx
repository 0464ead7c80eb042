import { redirect } from "next/navigation";
import { requireSession } from "@/lib/auth/session";

// The support area starts at its ticket page.
export default async function SupportHomePage() {
  await requireSession("support");
  redirect("/support/tickets");
}
