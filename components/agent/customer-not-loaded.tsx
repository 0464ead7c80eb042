import { ButtonLink, EmptyState, PageHeader } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { Problem } from "@/lib/errors/problem";

/** An account or subscription page whose first call failed: unknown in the agent's organization, or not answered. */
export function CustomerNotLoaded({
  kind,
  id,
  org,
  problem,
  isUnknown,
}: {
  kind: "Account" | "Subscription";
  id: string;
  org: string;
  problem: Problem;
  isUnknown: boolean;
}) {
  return (
    <>
      <PageHeader title={`${kind} ${id}`} />
      {isUnknown ? (
        <EmptyState
          title={`No such ${kind.toLowerCase()}`}
          description={`The operator does not know ${id} in your organization (${org}). Check the id and try again.`}
          action={<ButtonLink href="/agent">Open another customer</ButtonLink>}
        />
      ) : (
        <UpstreamError problem={problem} />
      )}
    </>
  );
}
