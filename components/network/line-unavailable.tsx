import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert, ProblemAlert } from "@/components/ui/alert";
import { TextLink } from "@/components/ui/text-link";
import type { NetworkProblem } from "@/lib/operator/gateway/errors";

/**
 * A line's page when billing does not give the line: an id that names no subscription of the org (a
 * typo, most often) is said plainly with the way back; any other failure with its reference.
 */
export function LineUnavailable({
  subscriptionId,
  problem,
}: {
  subscriptionId: string;
  problem: NetworkProblem;
}) {
  const t = useTranslations("Tickets.line");
  const diagnostics = useTranslations("Network.diagnostics");
  if (problem.kind !== "notFound") return <ProblemAlert title={diagnostics("failed")} problem={problem} />;
  const link = (chunks: ReactNode) => <TextLink href="/support/lines">{chunks}</TextLink>;
  return (
    <Alert tone="warning" title={t("notFound", { id: subscriptionId })}>
      {t.rich("notFoundBody", { link })}
    </Alert>
  );
}
