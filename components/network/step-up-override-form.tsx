"use client";

import { type FormEvent, useState } from "react";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { formatDateTime } from "@/lib/dates";
import { useActionForm } from "@/lib/forms/use-action-form";
import { overrideSimSwapStepUp } from "@/lib/network/step-up-override";

const TEXT = {
  reason: "Override reason",
  hint: "Why the write must go ahead without verifying the caller. Recorded in the audit trail.",
  submit: "Record override",
  saving: "Recording…",
  done: (until: string) =>
    `Override recorded. Refunds and credits on this line are open until ${formatDateTime(until)}.`,
  failed: "The override was not recorded",
} as const;

export function StepUpOverrideForm({ subscriptionId }: { subscriptionId: string }) {
  const [reason, setReason] = useState("");
  const form = useActionForm(overrideSimSwapStepUp);
  const { error: failure, isPending } = form;
  const until = form.data?.until;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit({ subscriptionId, reason });
  }

  if (until) return <Alert tone="success" title={TEXT.done(until)} />;
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <InputField
        id="step-up-reason"
        label={TEXT.reason}
        hint={TEXT.hint}
        error={form.fieldErrors.reason}
        name="reason"
        rows={2}
        value={reason}
        onValue={(value) => setReason(value)}
      />
      <Button type="submit" variant="secondary" isLoading={isPending} loadingText={TEXT.saving}>
        {TEXT.submit}
      </Button>
      {failure && !failure.fieldErrors ? <ActionErrorAlert error={failure} title={TEXT.failed} /> : null}
    </form>
  );
}
