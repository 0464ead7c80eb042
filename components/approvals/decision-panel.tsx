"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button, InputField } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import type { ActionError } from "@/lib/actions/result";
import { approveRequestAction, rejectRequestAction } from "@/lib/approvals/actions";

/**
 * Approve (the portal sends the write once) or reject with a comment, for one request. Approval waits
 * while the operator's state of the target is unknown (`canApprove` false): a supervisor does not
 * approve blind; rejecting needs no upstream state.
 */
export function DecisionPanel({ requestId, canApprove = true }: { requestId: string; canApprove?: boolean }) {
  const t = useTranslations("Approvals.decision");
  const router = useRouter();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<ActionError>();
  const [isPending, startTransition] = useTransition();
  const [pendingKind, setPendingKind] = useState<"approve" | "reject">();

  function decide(kind: "approve" | "reject") {
    setError(undefined);
    setPendingKind(kind);
    startTransition(async () => {
      const result =
        kind === "approve"
          ? await approveRequestAction({ requestId, comment })
          : await rejectRequestAction({ requestId, comment });
      if (!result.ok) {
        const ended = result.error.approvalState;
        // Decided here but not sent: the queue of that state shows the card, its new state and why.
        if (ended) {
          router.push(
            `/supervisor/approvals?state=${ended}&notice=${encodeURIComponent(`approved-ended:${requestId}`)}`,
          );
          router.refresh();
          return;
        }
        // Kept on screen (no refresh): a request decided elsewhere would leave the queue with the message.
        return setError(result.error);
      }
      // The request leaves the queue: the notice says what happened.
      const notice = "resultId" in result.data ? `approved:${result.data.resultId}` : `rejected:${requestId}`;
      router.push(`/supervisor/approvals?notice=${encodeURIComponent(notice)}`);
      router.refresh();
    });
  }

  return (
    <div className="space-y-3">
      {error ? <ActionErrorAlert error={error} /> : null}
      <InputField
        id={`decision-${requestId}`}
        label={t("comment")}
        hint={t("commentHint")}
        error={error?.fieldErrors?.comment}
        value={comment}
        maxLength={1000}
        rows={3}
        onValue={(value) => setComment(value)}
      />
      {canApprove ? null : <p className="text-sm text-gray-700">{t("upstreamUnknown")}</p>}
      <div className="flex gap-3">
        {(
          [
            ["approve", "primary", t("approve"), t("approving")],
            ["reject", "secondary", t("reject"), t("rejecting")],
          ] as const
        ).map(([kind, variant, label, loadingText]) => (
          <Button
            key={kind}
            type="button"
            variant={variant}
            onClick={() => decide(kind)}
            isLoading={isPending && pendingKind === kind}
            loadingText={loadingText}
            disabled={isPending || (kind === "approve" && !canApprove)}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
