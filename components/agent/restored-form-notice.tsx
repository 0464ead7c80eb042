"use client";

import { useTranslations } from "next-intl";
import { Alert, Button } from "@/components/ui";

/** Shown above a form that `usePersistedForm` filled from what the agent typed before (e.g. before signing in again). */
export function RestoredFormNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useTranslations("Agent");
  return (
    <Alert
      tone="info"
      action={
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          {t("discard")}
        </Button>
      }
    >
      {t("restored")}
    </Alert>
  );
}
