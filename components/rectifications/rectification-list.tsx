import Link from "next/link";
import { ListCard } from "@/components/ui/list-card";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { InvoiceStatusBadge, invoiceHref, invoiceLabel } from "./invoice-status";

/** The rectifications of one invoice, drafts first, so a second draft is not started by accident. */
export function RectificationList({ accountId, items }: { accountId: string; items: readonly Invoice[] }) {
  if (items.length === 0)
    return <p className="text-sm text-gray-600">This invoice has not been rectified.</p>;
  const sorted = [...items].sort((a, b) => Number(b.status === "DRAFT") - Number(a.status === "DRAFT"));
  return (
    <ListCard label="Rectifications">
      {sorted.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
          <span className="flex items-center gap-3">
            <Link className="font-medium text-brand-700 hover:underline" href={invoiceHref(accountId, r)}>
              {invoiceLabel(r)}
            </Link>
            <InvoiceStatusBadge invoice={r} />
          </span>
          <span className="text-gray-600">
            {r.issue_date
              ? `issued ${formatDate(r.issue_date)} · `
              : `started ${formatDate(r.created_at)} · `}
            {formatMoney(r.total_with_taxes, r.currency, { precise: true })}
          </span>
        </li>
      ))}
    </ListCard>
  );
}
