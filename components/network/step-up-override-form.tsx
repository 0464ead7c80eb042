"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { formatDateTime } from "@/lib/dates";
import { useActionForm } from "@/lib/forms/use-action-form";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { overrideSimSwapStepUp } from "@/lib/network/step-up-override";

export function StepUpOverrideForm({ subscriptionId }: { subscriptionId: string }) {
  const [reason, setReason] = useState("");
  const t = useTranslations("Network.override");
  const locale = useFormatLocale();
  const form = useActionForm(overrideSimSwapStepUp);
  const { error: failure, isPending } = form;
  const until = form.data?.until;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit({ subscriptionId, reason });
  }

  if (until) return <Alert tone="success" title={t("done", { until: formatDateTime(until, { locale }) })} />;
  return (
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
}
