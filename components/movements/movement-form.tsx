"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { RestoredFormNotice } from "@/components/agent/restored-form-notice";
import { CancelFormButton, useLeaveGuard } from "@/components/agent/use-leave-guard";
import { usePersistedForm } from "@/components/agent/use-persisted-form";
import { useApprovalAsk } from "@/components/approvals/approval-note-fields";
import { Button, Field, InputField, SelectField, Textarea } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { DayTimeInput } from "@/components/ui/day-time-input";
import { MOVEMENT_DESCRIPTION_MAX, REQUEST_MOVEMENT_TYPES } from "@/contract/billing";
import type { AmountLocale } from "@/lib/amount-input";
import { useActionForm } from "@/lib/forms/use-action-form";
import { sentenceCase } from "@/lib/i18n/sentence-case";
import { updateMovementAction } from "@/lib/movements/actions/change-movement";
import { createMovementAction } from "@/lib/movements/actions/create-movement";
import { movementForm } from "@/lib/movements/forms";
import type { MovementVersion } from "@/lib/movements/version";
import { AmountFields } from "./amount-fields";
import {
  type MovementValues,
  newFormKey,
  newMovementValues,
  syncAmounts,
  toFormInput,
  toLocalInput,
  touchesAmounts,
} from "./movement-values";
import { VersionConflict } from "./version-conflict";

type FormInput = ReturnType<typeof toFormInput>;

export interface MovementFormProps {
  subscriptionId: string;
  /** Edit mode: the movement's id and current values. */
  movementId?: string;
  /** Edit mode: the movement as loaded, sent along so a change made meanwhile is detected. */
  loaded?: MovementVersion;
  initial: MovementValues;
  /** How amounts are read and written (es: 1.234,56; en: 1,234.56). */
  locale: AmountLocale;
}

/** Create or edit a movement. Field errors come from the same zod schema the server action uses. */
export function MovementForm({ subscriptionId, movementId, loaded, initial, locale }: MovementFormProps) {
  const t = useTranslations("AgentMovements");
  // The type names are worded for the middle of a sentence; a picker's options start with a capital.
  const typeOptions = REQUEST_MOVEMENT_TYPES.map((type) => ({
    value: type,
    label: sentenceCase(t(`type.${type}`)),
  }));
  const router = useRouter();
  const isEdit = movementId !== undefined;
  const formKey = isEdit ? `movement-edit:${subscriptionId}:${movementId}` : `movement-new:${subscriptionId}`;
  const { values, update, fillDefault, clear, isDirty, isRestored } = usePersistedForm<MovementValues>(
    formKey,
    () => initial,
  );
  const approval = useApprovalAsk();
  const back = `/agent/subscriptions/${encodeURIComponent(subscriptionId)}` as const;
  const leave = (notice: string) => {
    clear(isEdit ? undefined : newMovementValues(newFormKey(), new Date().toISOString(), values.productKind));
    router.push(`${back}?notice=${encodeURIComponent(notice)}`);
    router.refresh();
  };
  const form = useActionForm(
    (input: FormInput) =>
      isEdit && loaded
        ? updateMovementAction({ ...input, movementId, loaded, ...approval.part() })
        : createMovementAction({ ...input, ...approval.part() }),
    {
      schema: movementForm,
      onSuccess: (saved) => leave(isEdit ? `updated:${saved.id}` : `created:${saved.id}`),
      onFailure: (failure) => {
        if (failure.approvalRequestId) {
          leave(`approval-requested:${failure.approvalRequestId}`);
          return undefined;
        }
        return approval.isAsk(failure) ? undefined : failure;
      },
    },
  );
  const { error, fieldErrors, isPending } = form;
  useLeaveGuard(isDirty && !isPending);

  useEffect(() => {
    if (!values.movementDatetime) fillDefault({ movementDatetime: toLocalInput(new Date().toISOString()) });
  }, [values.movementDatetime, fillDefault]);

  // Only a change to an amount or the tax percentage recomputes the other amount: opening or editing
  // the description must not turn a stored 9.7224 into 9.72235.
  const set = (patch: Partial<MovementValues>) =>
    update((current) => (touchesAmounts(patch) ? syncAmounts({ ...current, ...patch }, locale) : patch));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.submit(toFormInput(subscriptionId, values, locale));
  }

  const fe = (name: string) => fieldErrors[name];
  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="space-y-6"
      aria-label={t(isEdit ? "form.editLabel" : "form.newLabel")}
    >
      {isRestored ? <RestoredFormNotice onDiscard={() => clear()} /> : null}
      {error ? <ActionErrorAlert error={error} /> : null}
      {error?.conflict ? <VersionConflict differences={error.conflict} locale={locale} /> : null}
      <input type="hidden" name="externalMovementUniqueId" value={values.externalMovementUniqueId} />

      <fieldset className="space-y-2" disabled={isEdit}>
        <legend className="text-sm font-medium text-gray-800">{t("form.product")}</legend>
        <div className="flex flex-wrap gap-6 text-sm">
          {(["subscribable", "nonSubscribable"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name="productKind"
                value={kind}
                checked={values.productKind === kind}
                onChange={() => set({ productKind: kind })}
              />
              {t(kind === "subscribable" ? "form.subscribable" : "form.nonSubscribable")}
            </label>
          ))}
        </div>
        {isEdit ? <p className="text-xs text-gray-500">{t("form.productFixed")}</p> : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="mv-type"
          label={t("form.type")}
          error={fe("type")}
          isRequired
          value={values.type}
          options={typeOptions}
          onValue={(value) => set({ type: value })}
        />
        <Field id="mv-datetime" label={t("form.datetime")} error={fe("movementDatetime")} isRequired>
          {(control) => (
            <DayTimeInput
              {...control}
              value={values.movementDatetime}
              onValue={(value) => set({ movementDatetime: value })}
              label={t("form.datetime")}
            />
          )}
        </Field>
        <InputField
          id="mv-period-start"
          label={t("form.periodStart")}
          hint={t("form.optional")}
          error={fe("periodStartDatetime")}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("form.datePattern")}
          value={values.periodStart}
          onValue={(value) => set({ periodStart: value })}
        />
        <InputField
          id="mv-period-end"
          label={t("form.periodEnd")}
          hint={t("form.optional")}
          error={fe("periodEndDatetime")}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("form.datePattern")}
          value={values.periodEnd}
          onValue={(value) => set({ periodEnd: value })}
        />
      </div>

      <AmountFields values={values} onChange={set} errors={fieldErrors} locale={locale} />

      <div className="grid gap-4 sm:grid-cols-2">
        {values.productKind === "subscribable" ? (
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={values.billable}
              onChange={(e) => set({ billable: e.target.checked })}
            />
            {t("form.billable")}
          </label>
        ) : (
          <InputField
            id="mv-transaction-type"
            label={t("form.transactionTypeId")}
            error={fe("transactionTypeId")}
            isRequired
            value={values.transactionTypeId}
            readOnly={isEdit}
            onValue={(value) => set({ transactionTypeId: value })}
          />
        )}
        <InputField
          id="mv-external-invoice"
          label={t("form.externalInvoiceId")}
          hint={t("form.optional")}
          error={fe("externalInvoiceId")}
          value={values.externalInvoiceId}
          onValue={(value) => set({ externalInvoiceId: value })}
        />
      </div>

      <Field
        id="mv-description"
        label={t("form.description")}
        error={fe("description")}
        hint={t("form.descriptionCount", {
          length: String(values.description.length),
          max: MOVEMENT_DESCRIPTION_MAX,
        })}
        isRequired
      >
        {(c) => (
          // No maxLength: the browser would cut a pasted text silently; the counter and the schema say it.
          <Textarea
            {...c}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </Field>
      {approval.fields}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={isPending} loadingText={t(isEdit ? "form.saving" : "form.creating")}>
          {t(approval.isAsked ? "form.sendForApproval" : isEdit ? "form.save" : "form.create")}
        </Button>
        <CancelFormButton
          isDirty={isDirty}
          onLeave={() => {
            clear();
            router.push(back);
          }}
        />
        <p className="text-xs text-gray-500">
          {t.rich("form.reference", {
            id: values.externalMovementUniqueId,
            code: (chunks) => <code className="font-mono">{chunks}</code>,
          })}
        </p>
      </div>
    </form>
  );
}
