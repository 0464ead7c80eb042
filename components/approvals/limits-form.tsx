"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert, Button, InputField } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import type { ActionError } from "@/lib/actions/result";
import { updateLimitsAction } from "@/lib/approvals/actions";
import type { LimitsInput } from "@/lib/approvals/rules";
import { LIMIT_KEYS } from "./labels";

/** The org's limits; a write strictly above one needs a second person. */
export function LimitsForm({ initial }: { initial: LimitsInput }) {
  const t = useTranslations("Approvals");
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<ActionError>();
  const [isSaved, setSaved] = useState(false);
  const [isPending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    setSaved(false);
    startTransition(async () => {
      const result = await updateLimitsAction(values);
      if (!result.ok) return setError(result.error);
      setSaved(true);
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5" aria-label={t("limitsForm.label")}>
      {error ? <ActionErrorAlert error={error} /> : null}
      {isSaved ? <Alert tone="success">{t("limitsForm.saved")}</Alert> : null}
      {LIMIT_KEYS.map((key) => (
        <InputField
          key={key}
          id={`limit-${key}`}
          label={t(`limit.${key}`)}
          error={error?.fieldErrors?.[key]}
          isRequired
          inputMode="decimal"
          inputClassName="max-w-xs"
          value={values[key]}
          onValue={(value) => setValues({ ...values, [key]: value })}
        />
      ))}
      <Button type="submit" isLoading={isPending} loadingText={t("limitsForm.saving")}>
        {t("limitsForm.save")}
      </Button>
    </form>
  );
}
