"use client";

import type { Route } from "next";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button, ButtonLink } from "./button";

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
  title = "Something went wrong",
  message = "We could not load this. Please try again.",
  traceId,
  onRetry,
  retryHref,
  isRetrying,
  className,
}: ErrorStateProps<T>) {
  const action = onRetry ? (
    <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying} loadingText="Retrying…">
      Try again
    </Button>
  ) : retryHref ? (
    <ButtonLink variant="secondary" size="sm" href={retryHref}>
      Try again
    </ButtonLink>
  ) : undefined;
  return (
    <Alert tone="error" title={title} traceId={traceId} action={action} className={className}>
      {message}
    </Alert>
  );
}
