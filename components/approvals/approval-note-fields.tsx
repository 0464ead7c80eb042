"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, InputField } from "@/components/ui";
import type { ActionError } from "@/lib/actions/result";

export interface ApprovalNoteValues {
  reason: string;
  comment: string;
}

/**
 * Shown once the action said the write is above the limit (approvalRequired): what the requester
 * adds for the supervisor. Submitting the form again then queues the request; nothing is sent.
 */
function ApprovalNoteFields({
  error,
  values,
  onChange,
}: {
  error: ActionError;
  values: ApprovalNoteValues;
  onChange: (next: ApprovalNoteValues) => void;
}) {
  const t = useTranslations("Approvals.noteFields");
  return (
    <div className="space-y-4 rounded-md border border-amber-200 bg-amber-50/40 p-4">
      <Alert tone="warning" title={t("title")}>
        <p>{error.message}</p>
      </Alert>
      <InputField
        id="approval-reason"
        label={t("reason")}
        hint={t("reasonHint")}
        error={error.fieldErrors?.["approval.reason"]}
        isRequired
        value={values.reason}
        maxLength={200}
        onValue={(value) => onChange({ ...values, reason: value })}
      />
      <InputField
        id="approval-comment"
        label={t("comment")}
        value={values.comment}
        maxLength={1000}
        rows={3}
        onValue={(value) => onChange({ ...values, comment: value })}
      />
    </div>
  );
}

/**
 * What every gated form does with the limit: `isAsk(error)` keeps an approvalRequired answer (shown
 * by `fields`, not as an error), `part()` adds the reason to the next submission.
 */
export function useApprovalAsk() {
  const [ask, setAsk] = useState<ActionError>();
  const [note, setNote] = useState<ApprovalNoteValues>({ reason: "", comment: "" });
  return {
    isAsked: ask !== undefined,
    part: () => (ask ? { approval: note } : {}),
    isAsk: (error: ActionError) => {
      const isLimit = error.code === "approvalRequired";
      if (isLimit) setAsk(error);
      return isLimit;
    },
    done: () => setAsk(undefined),
    fields: ask ? <ApprovalNoteFields error={ask} values={note} onChange={setNote} /> : null,
  };
}
