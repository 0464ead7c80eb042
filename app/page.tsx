import { redirect } from "next/navigation";
import { homeFor } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";

// "/" has no content of its own: send each role to its home.
export default async function HomePage() {
  const session = await requireSession();
  redirect(homeFor(session.user.roles));
}
