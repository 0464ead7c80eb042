"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { InputField } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { overrideSimSwapStepUp } from "@/lib/network/step-up-override";

/**
 * The override with its reason. Once recorded, the page above is drawn again and says until when the
 * line is open; while it is open, a new override (folded away) extends it before it lapses.
 */
export function StepUpOverrideForm({
  subscriptionId,
  isExtension,
}: {
  subscriptionId: string;
  isExtension: boolean;
}) {
  const [reason, setReason] = useState("");
  const t = useTranslations("Network.override");
  const router = useRouter();
  const form = useActionForm(overrideSimSwapStepUp, {
    onSuccess: () => {
      setReason("");
      router.refresh();
    },
  });
  const { error: failure, isPending } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit({ subscriptionId, reason });
  }

  const done = form.data ? <Alert tone="success" title={t("done")} /> : null;
  const fields = (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <InputField
        id="step-up-reason"
        label={t("reason")}
        hint={t("hint")}
        error={form.fieldErrors.reason}
        name="reason"
        rows={2}
        value={reason}
        onValue={(value) => setReason(value)}
      />
      <Button type="submit" variant="secondary" isLoading={isPending} loadingText={t("saving")}>
        {t("submit")}
      </Button>
      {failure && !failure.fieldErrors ? <ActionErrorAlert error={failure} title={t("failed")} /> : null}
    </form>
  );
  if (!isExtension) return done ?? fields;
  return (
    <div className="space-y-3">
      {done}
      <Disclosure summary={t("extend")}>{fields}</Disclosure>
    </div>
  );
}
