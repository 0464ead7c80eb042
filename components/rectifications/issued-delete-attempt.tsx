"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import type { ActionError } from "@/lib/actions/result";
import { deleteRectificationAction } from "@/lib/rectifications/actions/rectification-lifecycle";
import type { RectificationRef } from "@/lib/rectifications/forms";

/**
 * An issued rectification cannot be deleted. The button stays, disabled by meaning rather than by
 * attribute, so an agent who tries sees the refusal the server gives (and it is audited).
 */
export function IssuedDeleteAttempt({ refs }: { refs: RectificationRef }) {
  const t = useTranslations("Rectifications.actions");
  const [error, setError] = useState<ActionError>();
  const [isPending, startTransition] = useTransition();
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        isLoading={isPending}
        onClick={() =>
          startTransition(async () => {
            const result = await deleteRectificationAction(refs);
            if (!result.ok) setError(result.error);
          })
        }
      >
        {t("delete")}
      </Button>
      {error ? <ActionErrorAlert error={error} title={t("deletionRefused")} /> : null}
    </div>
  );
}
