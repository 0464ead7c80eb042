"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { ErrorState } from "@/components/ui/error-state";
import type { Problem } from "@/lib/errors/problem";
import { SessionEnded } from "../balances/session-ended";

/** A failed section: the human message, the upstream trace id and a retry that re-renders the page. */
export function UpstreamError({ problem, className }: { problem: Problem; className?: string }) {
  const router = useRouter();
  const t = useTranslations("Feedback.problem");
  const [isRetrying, startTransition] = useTransition();
  if (problem.status === 401) return <SessionEnded />;
  const { kind } = problem;
  return (
    <ErrorState
      className={className}
      title={kind ? t(`${kind}.title`) : problem.title}
      message={kind ? t(`${kind}.message`, { message: problem.message }) : problem.message}
      traceId={problem.traceId}
      isRetrying={isRetrying}
      onRetry={() => startTransition(() => router.refresh())}
    />
  );
}
