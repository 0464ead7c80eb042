"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { ErrorState, type ErrorStateProps } from "./error-state";

/** An error state whose retry re-renders the page (a server-rendered section that failed). */
export function RefreshingErrorState(props: Omit<ErrorStateProps, "onRetry" | "retryHref" | "isRetrying">) {
  const router = useRouter();
  const [isRetrying, startTransition] = useTransition();
  return (
    <ErrorState {...props} isRetrying={isRetrying} onRetry={() => startTransition(() => router.refresh())} />
  );
}
