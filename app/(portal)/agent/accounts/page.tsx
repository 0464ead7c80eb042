import { redirect } from "next/navigation";
import { requireAgentPage } from "@/lib/agent/page-context";

// GET /agent/accounts?id=ACC-1 (the account form of a subscription page) -> the account's page.
export default async function AccountJumpPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  await requireAgentPage();
  const id = (await searchParams).id?.trim();
  redirect(id ? `/agent/accounts/${encodeURIComponent(id)}` : "/agent");
}
