"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useLeaveGuard } from "@/components/agent/use-leave-guard";
import { usePersistedForm } from "@/components/agent/use-persisted-form";
import { useApprovalAsk } from "@/components/approvals/approval-note-fields";
import { Button, Field, Input, InputField } from "@/components/ui";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { type AmountLocale, formatAmount, parseAmountInput } from "@/lib/amount-input";
import { checkRefund, lineFromWithTaxes, lineInCents, type RefundCheck } from "@/lib/billing-math";
import { useActionForm } from "@/lib/forms/use-action-form";
import { wordError } from "@/lib/i18n/error-message";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatMoney, toDecimal } from "@/lib/money";
import { refundMovementAction } from "@/lib/movements/actions/refund-movement";
import { AmountEcho } from "./amount-echo";

interface RefundValues {
  amountWithTaxes: string;
  description: string;
  externalRefundUniqueId: string;
}

/** Refund part or all of a non-subscribable product charge; capped at what is still refundable. */
export function RefundForm(props: {
  subscriptionId: string;
  movementId: string;
  cap: string;
  taxPercentage: string;
  currency: string;
  formKey: string;
  locale: AmountLocale;
  /** The org's refund limit (with taxes): above it, a supervisor approves before anything is sent. */
  approvalLimit: string;
  /** What the agent already sent or asked for on this line today: the limit holds over the day. */
  approvalUsed: string;
}) {
  const { subscriptionId, movementId, cap, taxPercentage, currency, locale, approvalLimit, approvalUsed } =
    props;
  const left = toDecimal(approvalLimit).minus(approvalUsed);
  const leftToday = left.isNegative() ? toDecimal(0) : left;
  const t = useTranslations("AgentMovements");
  const errors = useTranslations("Errors");
  const formatLocale = useFormatLocale();
  const router = useRouter();
  const { values, update, clear, isDirty } = usePersistedForm<RefundValues>(
    `refund:${subscriptionId}:${movementId}`,
    () => ({
      amountWithTaxes: "",
      description: "",
      externalRefundUniqueId: props.formKey,
    }),
  );
  const approval = useApprovalAsk();
  const subscriptionPage = (notice: string) => {
    clear();
    router.push(
      `/agent/subscriptions/${encodeURIComponent(subscriptionId)}?notice=${encodeURIComponent(notice)}`,
    );
    router.refresh();
  };
  const form = useActionForm(refundMovementAction, {
    onSuccess: (refund) => subscriptionPage(`refunded:${refund.id}`),
    onFailure: (error) => {
      if (error.approvalRequestId) {
        subscriptionPage(`approval-requested:${error.approvalRequestId}`);
        return undefined;
      }
      return approval.isAsk(error) ? undefined : error;
    },
  });
  const { error, isPending } = form;
  useLeaveGuard(isDirty && !isPending);

  // The cap as the agent reads it, every decimal kept ("12,345 €" in Spanish).
  const capText = formatAmount(cap, locale, currency);
  // Read by the agent's locale first ("1.500" is 1500 in Spanish), then checked against the cap.
  const checkTyped = (text: string): RefundCheck => {
    const read = parseAmountInput(text, locale, { allowNegative: false });
    return read.ok ? checkRefund(read.value, cap, locale, currency) : read;
  };
  const check = values.amountWithTaxes ? checkTyped(values.amountWithTaxes) : undefined;
  // To the cent, as money is everywhere on screen; the exact amount is echoed under the field.
  const preview = check?.ok ? lineInCents(lineFromWithTaxes(check.value, taxPercentage)) : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const local = checkTyped(values.amountWithTaxes);
    if (!local.ok) return form.refuse({ amountWithTaxes: wordError(errors, local.message) });
    form.submit({ subscriptionId, movementId, amountLocale: locale, ...values, ...approval.part() });
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={t("refundForm.label")}
    >
      {error ? <ActionErrorAlert error={error} /> : null}
      <Field
        id="refund-amount"
        label={t("refundForm.amount")}
        hint={
          <>
            {capText === formatMoney(cap, currency, { locale: formatLocale })
              ? t("refundForm.capRounded", { amount: capText })
              : t("refundForm.cap", {
                  amount: formatMoney(cap, currency, { locale: formatLocale }),
                  cap: capText,
                })}
            {/* Only where it can happen: a refund capped below the limit never waits for approval. */}
            {toDecimal(cap).greaterThan(leftToday)
              ? ` ${t("refundForm.approvalAboveToday", {
                  amount: formatMoney(leftToday.toFixed(), currency, { locale: formatLocale }),
                  limit: formatMoney(approvalLimit, currency, { locale: formatLocale }),
                  used: formatMoney(approvalUsed, currency, { locale: formatLocale }),
                })}`
              : null}
            {/* On its own line: what was understood, apart from the rules above it. */}
            <span className="mt-1 block">
              <AmountEcho
                text={values.amountWithTaxes}
                locale={locale}
                currency={currency}
                showRefusal={false}
              />
            </span>
          </>
        }
        error={
          form.fieldErrors.amountWithTaxes ??
          (check && !check.ok ? wordError(errors, check.message) : undefined)
        }
        isRequired
      >
        {(c) => (
          <Input
            {...c}
            inputMode="decimal"
            value={values.amountWithTaxes}
            onChange={(e) => {
              // What was refused was the amount before this edit: the new one is checked as it is typed.
              form.clearFieldError("amountWithTaxes");
              update({ amountWithTaxes: e.target.value });
            }}
            className="max-w-xs"
          />
        )}
      </Field>
      {preview ? (
        <p className="text-sm text-gray-700" data-testid="refund-preview">
          {t("refundForm.preview", {
            withoutTaxes: formatMoney(preview.withoutTaxes, currency, { locale: formatLocale }),
            tax: formatMoney(preview.tax, currency, { locale: formatLocale }),
            withTaxes: formatMoney(preview.withTaxes, currency, { locale: formatLocale }),
          })}
        </p>
      ) : null}
      <InputField
        id="refund-description"
        label={t("refundForm.description")}
        hint={t("refundForm.descriptionHint")}
        value={values.description}
        maxLength={255}
        onValue={(value) => update({ description: value })}
      />
      {approval.fields}
      <Button type="submit" isLoading={isPending} loadingText={t("refundForm.refunding")}>
        {t(approval.isAsked ? "refundForm.sendForApproval" : "refundForm.submit")}
      </Button>
    </form>
  );
}
