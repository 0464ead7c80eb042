"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { InputField } from "@/components/ui/field";
import { InlineStatus } from "@/components/ui/inline-status";
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
  // Each override recorded folds the extension away again (a new key mounts it closed).
  const [recorded, setRecorded] = useState(0);
  const t = useTranslations("Network.override");
  const router = useRouter();
  const form = useActionForm(overrideSimSwapStepUp, {
    onSuccess: () => {
      setReason("");
      setRecorded((count) => count + 1);
      router.refresh();
    },
  });
  const { error: failure, isPending } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit({ subscriptionId, reason });
  }

  // A line inside the alert above, not a box within a box; each override recorded says so anew.
  const done = form.data ? <InlineStatus key={recorded}>{t("done")}</InlineStatus> : null;
  const fields = (
    <form ref={form.formRef} onSubmit={submit} className="space-y-3" noValidate>
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
      <Disclosure key={recorded} summary={t("extend")}>
        {fields}
      </Disclosure>
    </div>
  );
}
