import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui";
import type { Movement } from "@/contract/billing";
import { editLockReason, isInvoiced, isRefundMovement, lockReason } from "@/lib/movements/rules";

export function MovementStatus({ movement }: { movement: Movement }) {
  const t = useTranslations("AgentMovements");
  if (isInvoiced(movement))
    return (
      <Badge tone="neutral">
        {t("status.invoiced", { invoice: movement.invoice_number || movement.invoice_id })}
      </Badge>
    );
  if (isRefundMovement(movement)) return <Badge tone="info">{t("status.refund")}</Badge>;
  return <Badge tone="warning">{t("status.pending")}</Badge>;
}

export function ProductKind({ movement }: { movement: Movement }) {
  const t = useTranslations("AgentMovements");
  return movement.transaction_type_id ? (
    <span title={t("product.transactionTypeTitle", { id: movement.transaction_type_id })}>
      {t("product.nonSubscribable", { id: movement.transaction_type_id })}
    </span>
  ) : (
    <span>{t(movement.billable ? "product.subscribable" : "product.subscribableNotBillable")}</span>
  );
}

/**
 * Why the agent cannot edit or delete this movement, in the reader's language; nothing when they can.
 * lib/movements/rules.ts decides whether it is locked; its reasons are told apart here in the same order.
 */
export function LockReason({ movement, isBrief = false }: { movement: Movement; isBrief?: boolean }) {
  const t = useTranslations("AgentMovements");
  const reason = lockReason(movement);
  if (!reason) return null;
  // A table row is brief: a lock beside the row's buttons, the sentence for a screen reader or a hover.
  // Its status column says why (the invoice, a refund, refunded in part).
  if (isBrief) {
    const sentence = t(`lockBrief.${reason.key}`);
    return (
      <span title={sentence} className="inline-flex p-1">
        <LockGlyph />
        <span className="sr-only">{sentence}</span>
      </span>
    );
  }
  return (
    <>
      {reason.key === "invoiced" ? t("lock.invoiced", { invoice: reason.invoice }) : t(`lock.${reason.key}`)}
    </>
  );
}

/** Why the agent cannot edit this movement (it may still be deletable), in the reader's language. */
export function EditLockReason({ movement }: { movement: Movement }) {
  const t = useTranslations("AgentMovements");
  const reason = editLockReason(movement);
  return reason ? t("lock.responseOnlyType", { type: t(`type.${reason.type}`) }) : null;
}

function LockGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" strokeLinecap="round" />
    </svg>
  );
}
