import { redirect } from "next/navigation";
import { requireAgentPage } from "@/lib/agent/page-context";
import { type PageSearchParams, searchParam } from "@/lib/url/search-params";

// GET /agent/accounts?id=ACC-1 (the account form of a subscription page) -> the account's page.
export default async function AccountJumpPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireAgentPage();
  const id = searchParam(await searchParams, "id");
  redirect(id ? `/agent/accounts/${encodeURIComponent(id)}` : "/agent");
}
