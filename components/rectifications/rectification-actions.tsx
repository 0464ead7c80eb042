"use client";

import { useRouter } from "next/navigation";
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
        <Alert tone="info" title={`Sent for approval as ${queuedAs}`}>
          The draft stays a draft until a supervisor approves; it is issued then. Follow it in My requests.
        </Alert>
      ) : issuedNumber ? (
        <Alert tone="success" title={`Issued as ${issuedNumber}`}>
          The rectification invoice has its number. It is now read-only and cannot be deleted.
        </Alert>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setDialog("issue")}>
            {approval.isAsked ? "Send for approval" : "Issue rectification"}
          </Button>
          <Button variant="danger" onClick={() => setDialog("delete")}>
            Delete draft
          </Button>
        </div>
      )}
      {error ? <ActionErrorAlert error={error} /> : null}
      {queuedAs ? null : approval.fields}
      <ConfirmDialog
        isOpen={dialog === "issue"}
        title="Issue this rectification?"
        description={`It gets an invoice number and refunds ${totalLabel} to the customer. An issued rectification cannot be changed or deleted.`}
        confirmLabel="Issue"
        isPending={isPending}
        onConfirm={issue}
        onCancel={() => setDialog(undefined)}
      />
      <ConfirmDialog
        isOpen={dialog === "delete"}
        title="Delete this draft?"
        description="The draft and its refund lines are removed. Nothing was sent to the customer."
        confirmLabel="Delete draft"
        isDestructive
        isPending={isPending}
        onConfirm={remove}
        onCancel={() => setDialog(undefined)}
      />
    </div>
  );
}
