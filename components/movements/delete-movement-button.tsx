"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button, ConfirmDialog } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import type { ActionError } from "@/lib/actions/result";
import { deleteMovementAction } from "@/lib/movements/actions/change-movement";

export function DeleteMovementButton({
  subscriptionId,
  movementId,
  description,
}: {
  subscriptionId: string;
  movementId: string;
  description: string;
}) {
  const t = useTranslations("AgentMovements");
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<ActionError>();
  const [isPending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await deleteMovementAction({ subscriptionId, movementId });
      setIsOpen(false);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      router.push(
        `/agent/subscriptions/${encodeURIComponent(subscriptionId)}?notice=${encodeURIComponent(`deleted:${movementId}`)}`,
      );
      router.refresh();
    });
  return (
    <div className="space-y-3">
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {t("delete.button")}
      </Button>
      {error ? <ActionErrorAlert error={error} /> : null}
      <ConfirmDialog
        isOpen={isOpen}
        title={t("delete.confirmTitle")}
        description={t("delete.confirmDescription", { description, id: movementId })}
        confirmLabel={t("delete.confirmLabel")}
        isDestructive
        isPending={isPending}
        onConfirm={confirm}
        onCancel={() => setIsOpen(false)}
      />
    </div>
  );
}
