import { useTranslations } from "next-intl";
import type { Problem } from "@/lib/errors/problem";
import { SessionEnded } from "../balances/session-ended";
import { RefreshingErrorState } from "./refreshing-error-state";

/**
 * A failed section: the human message, the upstream trace id and a retry that re-renders the page.
 * Translated where it renders (on the server for server sections), so the browser gets the words only.
 */
export function UpstreamError({ problem, className }: { problem: Problem; className?: string }) {
  const t = useTranslations("Feedback.problem");
  if (problem.status === 401) return <SessionEnded />;
  const { kind } = problem;
  return (
    <RefreshingErrorState
      className={className}
      title={kind ? t(`${kind}.title`) : problem.title}
      message={kind ? t(`${kind}.message`, { message: problem.message }) : problem.message}
      traceId={problem.traceId}
    />
  );
}
