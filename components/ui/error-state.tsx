"use client";

import type { Route } from "next";
import { useTranslations } from "next-intl";
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
  title,
  message,
  traceId,
  onRetry,
  retryHref,
  isRetrying,
  className,
}: ErrorStateProps<T>) {
  const t = useTranslations("Feedback");
  const action = onRetry ? (
    <Button
      variant="secondary"
      size="sm"
      onClick={onRetry}
      isLoading={isRetrying}
      loadingText={t("retrying")}
    >
      {t("tryAgain")}
    </Button>
  ) : retryHref ? (
    <ButtonLink variant="secondary" size="sm" href={retryHref}>
      {t("tryAgain")}
    </ButtonLink>
  ) : undefined;
  return (
    <Alert
      tone="error"
      title={title ?? t("somethingWrong")}
      traceId={traceId}
      action={action}
      className={className}
    >
      {message ?? t("couldNotLoad")}
    </Alert>
  );
}
