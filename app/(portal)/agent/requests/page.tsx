import type { Metadata } from "next";
import { RequestList } from "@/components/approvals/request-list";
import { PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { readRequests } from "@/lib/approvals/queries";

export const metadata: Metadata = { title: "My requests" };

export default async function MyRequestsPage() {
  const agent = await requireAgentPage();
  const requests = await readRequests({ org: agent.org, requesterId: agent.userId, order: "newest" });
  return (
    <>
      <PageHeader
        title="My requests"
        description="Writes above your limit that you sent to a supervisor, newest first. Nothing reaches the operator until one approves."
      />
      <RequestList requests={requests} caption="My approval requests" />
    </>
  );
}
