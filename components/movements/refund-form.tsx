"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { ActionErrorAlert } from "@/components/agent/action-error";
import { useLeaveGuard } from "@/components/agent/use-leave-guard";
import { usePersistedForm } from "@/components/agent/use-persisted-form";
import { useApprovalAsk } from "@/components/approvals/approval-note-fields";
import { Button, Field, Input } from "@/components/ui";
import type { ActionError } from "@/lib/actions/result";
import { type AmountLocale, parseAmountInput } from "@/lib/amount-input";
import { checkRefund, lineFromWithTaxes, type RefundCheck } from "@/lib/billing-math";
import { formatMoney } from "@/lib/money";
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
}) {
  const { subscriptionId, movementId, cap, taxPercentage, currency, locale } = props;
  const router = useRouter();
  const { values, update, clear, isDirty } = usePersistedForm<RefundValues>(
    `refund:${subscriptionId}:${movementId}`,
    () => ({
      amountWithTaxes: "",
      description: "",
      externalRefundUniqueId: props.formKey,
    }),
  );
  const [error, setError] = useState<ActionError>();
  const approval = useApprovalAsk();
  const [fieldError, setFieldError] = useState<string>();
  const [isPending, startTransition] = useTransition();
  const inFlight = useRef(false);
  useLeaveGuard(isDirty && !isPending);

  // Read by the agent's locale first ("1.500" is 1500 in Spanish), then checked against the cap.
  const checkTyped = (text: string): RefundCheck => {
    const read = parseAmountInput(text, locale, { allowNegative: false });
    return read.ok ? checkRefund(read.value, cap) : read;
  };
  const check = values.amountWithTaxes ? checkTyped(values.amountWithTaxes) : undefined;
  const preview = check?.ok ? lineFromWithTaxes(check.value, taxPercentage) : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const local = checkTyped(values.amountWithTaxes);
    if (!local.ok) {
      setFieldError(local.message);
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    inFlight.current = true;
    startTransition(async () => {
      const result = await refundMovementAction({
        subscriptionId,
        movementId,
        amountLocale: locale,
        ...values,
        ...approval.part(),
      });
      inFlight.current = false;
      if (!result.ok && result.error.approvalRequestId) {
        clear();
        router.push(
          `/agent/subscriptions/${encodeURIComponent(subscriptionId)}?notice=${encodeURIComponent(`approval-requested:${result.error.approvalRequestId}`)}`,
        );
        router.refresh();
        return;
      }
      if (!result.ok) {
        setError(approval.isAsk(result.error) ? undefined : result.error);
        setFieldError(result.error.fieldErrors?.amountWithTaxes);
        return;
      }
      clear();
      router.push(
        `/agent/subscriptions/${encodeURIComponent(subscriptionId)}?notice=${encodeURIComponent(`refunded:${result.data.id}`)}`,
      );
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Refund">
      {error ? <ActionErrorAlert error={error} /> : null}
      <Field
        id="refund-amount"
        label="Amount to refund, with taxes"
        hint={
          <>
            At most {formatMoney(cap, currency, { precise: true })} ({cap}) can still be refunded.{" "}
            <AmountEcho text={values.amountWithTaxes} locale={locale} currency={currency} />
          </>
        }
        error={fieldError ?? (check && !check.ok ? check.message : undefined)}
        isRequired
      >
        {(c) => (
          <Input
            {...c}
            inputMode="decimal"
            value={values.amountWithTaxes}
            onChange={(e) => update({ amountWithTaxes: e.target.value })}
            className="max-w-xs"
          />
        )}
      </Field>
      {preview ? (
        <p className="text-sm text-gray-700" data-testid="refund-preview">
          Without taxes {preview.withoutTaxes} + tax {preview.tax} = {preview.withTaxes}
        </p>
      ) : null}
      <Field id="refund-description" label="Description" hint="Optional; shown on the refund movement">
        {(c) => (
          <Input
            {...c}
            value={values.description}
            maxLength={255}
            onChange={(e) => update({ description: e.target.value })}
          />
        )}
      </Field>
      {approval.fields}
      <Button type="submit" isLoading={isPending} loadingText="Refunding…">
        {approval.isAsked ? "Send for approval" : "Refund"}
      </Button>
    </form>
  );
}
