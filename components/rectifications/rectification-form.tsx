"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { RestoredFormNotice } from "@/components/agent/restored-form-notice";
import { CancelFormButton, useLeaveGuard } from "@/components/agent/use-leave-guard";
import { usePersistedForm } from "@/components/agent/use-persisted-form";
import { Button, ConfirmDialog, InputField, SelectField } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import type { Invoice } from "@/contract/billing";
import { type AmountLocale, parseAmountInput, toAmountText } from "@/lib/amount-input";
import { useActionForm } from "@/lib/forms/use-action-form";
import { type ErrorMessage, wordErrors } from "@/lib/i18n/error-message";
import { createRectificationDraftAction } from "@/lib/rectifications/actions/create-rectification";
import { RECTIFICATION_REASONS } from "@/lib/rectifications/forms";
import { lineCap, planDraft } from "@/lib/rectifications/rules";
import { RefundLinesPicker } from "./refund-lines-picker";
import { TotalsPreview } from "./totals-preview";

export interface RectificationValues {
  reasonCode: string;
  comment: string;
  /** movement id -> amount with taxes to refund; absent = line not refunded. */
  lines: Record<string, string>;
}

/** The reason codes the form offers; their labels are read from the catalogue in the page's language. */
const REASON_CODES = Object.keys(RECTIFICATION_REASONS) as (keyof typeof RECTIFICATION_REASONS)[];

/** Draft a rectification: reason, comment, lines to refund (each capped), totals computed as you type. */
export function RectificationForm({
  accountId,
  invoice,
  draftCount,
  locale,
}: {
  accountId: string;
  invoice: Invoice;
  draftCount: number;
  locale: AmountLocale;
}) {
  const t = useTranslations("Rectifications");
  const errors = useTranslations("Errors");
  const router = useRouter();
  const reasons = REASON_CODES.map((value) => ({ value, label: t(`reasons.${value}`) }));
  const { values, update, clear, isDirty, isRestored } = usePersistedForm<RectificationValues>(
    `rectification:${accountId}:${invoice.id}`,
    () => ({ reasonCode: "", comment: "", lines: {} }),
  );
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const base =
    `/agent/accounts/${encodeURIComponent(accountId)}/invoices/${encodeURIComponent(invoice.id)}` as const;
  const form = useActionForm(createRectificationDraftAction, {
    onSuccess: (draft) => {
      setIsConfirmOpen(false);
      clear();
      router.push(`${base}/rectifications/${encodeURIComponent(draft.id)}?notice=draft-created`);
    },
    // Another draft of this invoice: ask before making a second one, instead of showing an error.
    onFailure: (failure) => {
      const isAnotherDraft = failure.code === "draftExists";
      setIsConfirmOpen(isAnotherDraft);
      return isAnotherDraft ? undefined : failure;
    },
  });
  const { error, fieldErrors, isPending } = form;
  useLeaveGuard(isDirty && !isPending);

  const requested = Object.entries(values.lines).map(([movementId, amountWithTaxes]) => ({
    movementId,
    amountWithTaxes,
  }));
  // Amounts are read by the agent's locale first; the plan (caps, totals) works on plain decimals.
  const read = requested.map((r) => parseAmountInput(r.amountWithTaxes, locale, { allowNegative: false }));
  const readErrors: Record<string, ErrorMessage> = {};
  read.forEach((r, index) => {
    if (!r.ok) readErrors[`lines.${index}.amountWithTaxes`] = r.message;
  });
  const plain = requested.map((r, index) => {
    const value = read[index];
    return { ...r, amountWithTaxes: value?.ok ? value.value : r.amountWithTaxes };
  });
  const plan = !requested.length
    ? undefined
    : Object.keys(readErrors).length
      ? ({ ok: false, fieldErrors: readErrors } as const)
      : planDraft(invoice, plain, locale);

  function send(confirmAnotherDraft: boolean) {
    form.submit({
      accountId,
      invoiceId: invoice.id,
      reasonCode: values.reasonCode as never,
      comment: values.comment,
      amountLocale: locale,
      lines: requested,
      confirmAnotherDraft,
    });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.reasonCode) local.reasonCode = t("form.chooseReasonError");
    if (!plan) local.lines = t("form.chooseLinesError");
    else if (!plan.ok) Object.assign(local, plan.fieldErrors);
    if (Object.keys(local).length) return form.refuse(local);
    if (draftCount > 0) setIsConfirmOpen(true);
    else send(false);
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-6" aria-label={t("newTitle")}>
      {isRestored ? <RestoredFormNotice onDiscard={() => clear()} /> : null}
      {error ? <ActionErrorAlert error={error} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="rect-reason"
          label={t("form.reason")}
          error={fieldErrors.reasonCode}
          isRequired
          value={values.reasonCode}
          placeholder={t("form.reasonPlaceholder")}
          options={reasons}
          onValue={(value) => {
            update({ reasonCode: value });
            form.clearFieldError("reasonCode");
          }}
        />
        <InputField
          id="rect-comment"
          label={t("form.comment")}
          hint={t("form.commentHint")}
          error={fieldErrors.comment}
          maxLength={500}
          value={values.comment}
          rows={3}
          onValue={(value) => update({ comment: value })}
        />
      </div>
      <RefundLinesPicker
        invoice={invoice}
        locale={locale}
        lines={values.lines}
        errors={{ ...fieldErrors, ...(plan && !plan.ok ? wordErrors(errors, plan.fieldErrors) : {}) }}
        indexOf={(movementId) => requested.findIndex((r) => r.movementId === movementId)}
        onToggle={(movementId, on) => {
          if (on) form.clearFieldError("lines");
          update((current) => {
            const lines = { ...current.lines };
            const line = invoice.lines.find((l) => l.movement_id === movementId);
            if (on && line) lines[movementId] = toAmountText(lineCap(line), locale);
            else delete lines[movementId];
            return { lines };
          });
        }}
        onAmount={(movementId, amount) =>
          update((current) => ({ lines: { ...current.lines, [movementId]: amount } }))
        }
      />
      {plan?.ok ? <TotalsPreview totals={plan.totals} currency={invoice.currency} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isPending} loadingText={t("form.creating")}>
          {t("form.create")}
        </Button>
        <CancelFormButton
          isDirty={isDirty}
          onLeave={() => {
            clear();
            router.push(base);
          }}
        />
      </div>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={t("form.anotherTitle")}
        description={t("form.anotherDescription")}
        confirmLabel={t("form.anotherConfirm")}
        isPending={isPending}
        onConfirm={() => send(true)}
        onCancel={() => setIsConfirmOpen(false)}
      />
    </form>
  );
}
