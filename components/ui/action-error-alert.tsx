"use client";

import Link from "next/link";
import { Alert } from "@/components/ui";
import type { ActionError } from "@/lib/actions/result";

/** A failed action: the specific message, the trace id, and a way back in when the session ended. */
export function ActionErrorAlert({ error, title }: { error: ActionError; title?: string }) {
  const isSignedOut = error.code === "unauthenticated";
  const here = typeof window === "undefined" ? "/agent" : window.location.pathname + window.location.search;
  return (
    <Alert
      tone={error.status === 0 || (error.status ?? 0) >= 500 ? "warning" : "error"}
      title={title ?? (isSignedOut ? "Your session has ended" : "This did not go through")}
      traceId={error.traceId}
      action={
        isSignedOut ? (
          <Link
            data-keeps-form="true"
            className="font-medium underline"
            href={`/login?callbackUrl=${encodeURIComponent(here)}`}
          >
            Sign in again (what you typed is kept)
          </Link>
        ) : undefined
      }
    >
      <p>{error.message}</p>
      {error.code && error.code !== "validation" && !isSignedOut ? (
        <p className="text-xs opacity-80">Code: {error.code}</p>
      ) : null}
    </Alert>
  );
}
