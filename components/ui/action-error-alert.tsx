"use client";

import { useTranslations } from "next-intl";
import { Alert, TextLink } from "@/components/ui";
import type { ActionError } from "@/lib/actions/result";

/** A failed action: the specific message, the trace id, and a way back in when the session ended. */
export function ActionErrorAlert({ error, title }: { error: ActionError; title?: string }) {
  const t = useTranslations("Feedback");
  const isSignedOut = error.code === "unauthenticated";
  const here = typeof window === "undefined" ? "/agent" : window.location.pathname + window.location.search;
  return (
    <Alert
      tone={error.status === 0 || (error.status ?? 0) >= 500 ? "warning" : "error"}
      title={title ?? (isSignedOut ? t("sessionEndedTitle") : t("actionFailed"))}
      traceId={error.traceId}
      action={
        isSignedOut ? (
          <TextLink data-keeps-form="true" href={`/login?callbackUrl=${encodeURIComponent(here)}`}>
            {t("signInKeepsForm")}
          </TextLink>
        ) : undefined
      }
    >
      <p>{error.message}</p>
      {error.code && error.code !== "validation" && !isSignedOut ? (
        <p className="text-xs opacity-80">{t("code", { value: error.code })}</p>
      ) : null}
    </Alert>
  );
}
