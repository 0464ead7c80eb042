import { useTranslations } from "next-intl";
import { ButtonLink, EmptyState, PageHeader } from "@/components/ui";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { Problem } from "@/lib/errors/problem";

/** An account or subscription page whose first call failed: unknown in the agent's organization, or not answered. */
export function CustomerNotLoaded({
  kind,
  id,
  org,
  problem,
}: {
  kind: "Account" | "Subscription";
  id: string;
  org: string;
  problem: Problem;
}) {
  // describeProblem gives every "…NotFound" code the 404 status: the id is unknown in this org.
  const isUnknown = problem.status === 404;
  const t = useTranslations("Agent");
  return (
    <>
      <PageHeader title={t(kind === "Account" ? "accountTitle" : "subscriptionTitle", { id })} />
      {isUnknown ? (
        <EmptyState
          title={t(kind === "Account" ? "notLoaded.account" : "notLoaded.subscription")}
          description={t("notLoaded.description", { id, org })}
          action={<ButtonLink href="/agent">{t("notLoaded.another")}</ButtonLink>}
        />
      ) : (
        <UpstreamError problem={problem} />
      )}
    </>
  );
}
