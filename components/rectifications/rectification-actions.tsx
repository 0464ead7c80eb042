"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useApprovalAsk } from "@/components/approvals/approval-note-fields";
import { Alert, Button, ConfirmDialog } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import type { ActionError } from "@/lib/actions/result";
import {
  deleteRectificationAction,
  issueRectificationAction,
} from "@/lib/rectifications/actions/rectification-lifecycle";
import type { RectificationRef } from "@/lib/rectifications/forms";

/** Issue (irreversible: it gets a number) or delete a draft, each behind a confirmation. */
export function RectificationActions({ refs, totalLabel }: { refs: RectificationRef; totalLabel: string }) {
  const t = useTranslations("Rectifications.actions");
  const router = useRouter();
  const [dialog, setDialog] = useState<"issue" | "delete">();
  const [error, setError] = useState<ActionError>();
  const [issuedNumber, setIssuedNumber] = useState<string>();
  const approval = useApprovalAsk();
  const [queuedAs, setQueuedAs] = useState<string>();
  const [isPending, startTransition] = useTransition();
  const invoiceHref =
    `/agent/accounts/${encodeURIComponent(refs.accountId)}/invoices/${encodeURIComponent(refs.invoiceId)}` as const;

  const issue = () =>
    startTransition(async () => {
      const result = await issueRectificationAction({ ...refs, ...approval.part() });
      setDialog(undefined);
      if (!result.ok && result.error.approvalRequestId) {
        approval.done();
        setError(undefined);
        setQueuedAs(result.error.approvalRequestId);
        return router.refresh();
      }
      if (!result.ok) return setError(approval.isAsk(result.error) ? undefined : result.error);
      setError(undefined);
      setIssuedNumber(result.data.invoiceNumber || result.data.id);
      router.refresh();
    });
  const remove = () =>
    startTransition(async () => {
      const result = await deleteRectificationAction(refs);
      setDialog(undefined);
      if (!result.ok) return setError(result.error);
      router.push(`${invoiceHref}?notice=${encodeURIComponent(`draft-deleted:${refs.rectificationId}`)}`);
      router.refresh();
    });

  return (
    <div className="space-y-3">
      {queuedAs ? (
        <Alert tone="info" title={t("queuedTitle", { id: queuedAs })}>
          {t("queuedBody")}
        </Alert>
      ) : issuedNumber ? (
        <Alert tone="success" title={t("issuedTitle", { number: issuedNumber })}>
          {t("issuedBody")}
        </Alert>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setDialog("issue")}>
            {approval.isAsked ? t("sendForApproval") : t("issue")}
          </Button>
          <Button variant="danger" onClick={() => setDialog("delete")}>
            {t("deleteDraft")}
          </Button>
        </div>
      )}
      {error ? <ActionErrorAlert error={error} /> : null}
      {queuedAs ? null : approval.fields}
      <ConfirmDialog
        isOpen={dialog === "issue"}
        title={t("issueConfirmTitle")}
        description={t("issueConfirmDescription", { amount: totalLabel })}
        confirmLabel={t("issueConfirm")}
        isPending={isPending}
        onConfirm={issue}
        onCancel={() => setDialog(undefined)}
      />
      <ConfirmDialog
        isOpen={dialog === "delete"}
        title={t("deleteConfirmTitle")}
        description={t("deleteConfirmDescription")}
        confirmLabel={t("deleteDraft")}
        isDestructive
        isPending={isPending}
        onConfirm={remove}
        onCancel={() => setDialog(undefined)}
      />
    </div>
  );
}
