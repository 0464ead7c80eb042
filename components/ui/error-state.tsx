"use client";

import type { Route } from "next";
import type { ReactNode } from "react";
import { AlertFrame, TraceReference } from "./alert-frame";
import { Button, ButtonLink } from "./button";
import { useUiWords } from "./ui-words";

export interface ErrorStateProps<T extends string = string> {
  title?: ReactNode;
  /** A human message; never a raw exception. */
  message?: ReactNode;
  traceId?: string;
  /** Client-side retry (react-query refetch, error boundary reset). */
  onRetry?: () => void;
  /** Server-rendered alternative to onRetry: a link that reloads the data. */
  retryHref?: Route<T>;
  isRetrying?: boolean;
  className?: string;
}

export function ErrorState<T extends string>({
  title,
  message,
  traceId,
  onRetry,
  retryHref,
  isRetrying,
  className,
}: ErrorStateProps<T>) {
  const words = useUiWords();
  const action = onRetry ? (
    <Button
      variant="secondary"
      size="sm"
      onClick={onRetry}
      isLoading={isRetrying}
      loadingText={words.retrying}
    >
      {words.tryAgain}
    </Button>
  ) : retryHref ? (
    <ButtonLink variant="secondary" size="sm" href={retryHref}>
      {words.tryAgain}
    </ButtonLink>
  ) : undefined;
  return (
    <AlertFrame
      tone="error"
      title={title ?? words.somethingWrong}
      reference={traceId ? <TraceReference id={traceId} words={words.reference} /> : undefined}
      action={action}
      className={className}
    >
      {message ?? words.couldNotLoad}
    </AlertFrame>
  );
}
