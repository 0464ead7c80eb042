"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ActionErrorAlert } from "@/components/agent/action-error";
import { Button, Field, Textarea } from "@/components/ui";
import type { ActionError } from "@/lib/actions/result";
import { approveRequestAction, rejectRequestAction } from "@/lib/approvals/actions";

const TEXT = {
  comment: "Comment for the requester",
  commentHint: "Required to reject; optional to approve.",
  approve: "Approve and send",
  approving: "Sending…",
  reject: "Reject",
  rejecting: "Rejecting…",
};

/** Approve (the portal sends the write once) or reject with a comment, for one request. */
export function DecisionPanel({ requestId }: { requestId: string }) {
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
      // Kept on screen (no refresh): a request decided elsewhere would leave the queue with the message.
      if (!result.ok) return setError(result.error);
      // The request leaves the queue: the notice says what happened.
      const notice = "resultId" in result.data ? `approved:${result.data.resultId}` : `rejected:${requestId}`;
      router.push(`/supervisor/approvals?notice=${encodeURIComponent(notice)}`);
      router.refresh();
    });
  }

  return (
    <div className="space-y-3">
      {error ? <ActionErrorAlert error={error} /> : null}
      <Field
        id={`decision-${requestId}`}
        label={TEXT.comment}
        hint={TEXT.commentHint}
        error={error?.fieldErrors?.comment}
      >
        {(c) => (
          <Textarea {...c} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
        )}
      </Field>
      <div className="flex gap-3">
        <Button
          type="button"
          onClick={() => decide("approve")}
          isLoading={isPending && pendingKind === "approve"}
          loadingText={TEXT.approving}
          disabled={isPending}
        >
          {TEXT.approve}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => decide("reject")}
          isLoading={isPending && pendingKind === "reject"}
          loadingText={TEXT.rejecting}
          disabled={isPending}
        >
          {TEXT.reject}
        </Button>
      </div>
    </div>
  );
}
