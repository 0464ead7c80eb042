import { useTranslations } from "next-intl";
import type { Problem } from "@/lib/errors/problem";
import { problemWords } from "@/lib/errors/problem-words";
import { RefreshingErrorState } from "./refreshing-error-state";
import { SessionEnded } from "./session-ended";

/**
 * A failed section: the human message, the upstream trace id and a retry that re-renders the page.
 * Translated where it renders (on the server for server sections), so the browser gets the words only.
 */
export function UpstreamError({ problem, className }: { problem: Problem; className?: string }) {
  const t = useTranslations("Feedback.problem");
  if (problem.status === 401) return <SessionEnded />;
  const { title, message } = problemWords(t, problem);
  return (
    <RefreshingErrorState className={className} title={title} message={message} traceId={problem.traceId} />
  );
}
