import Link from "next/link";
import { useTranslations } from "next-intl";
import { AgentMoney } from "@/components/agent/agent-money";
import { ListCard } from "@/components/ui/list-card";
import type { Invoice } from "@/contract/billing";
import { formatDate } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { InvoiceStatusBadge, invoiceHref, invoiceLabel } from "./invoice-status";

/** The rectifications of one invoice, drafts first, so a second draft is not started by accident. */
export function RectificationList({ accountId, items }: { accountId: string; items: readonly Invoice[] }) {
  const t = useTranslations("Rectifications");
  const locale = useFormatLocale();
  if (items.length === 0) return <p className="text-sm text-gray-600">{t("list.none")}</p>;
  const draftLabel = (id: string) => t("draftLabel", { id });
  const sorted = [...items].sort((a, b) => Number(b.status === "DRAFT") - Number(a.status === "DRAFT"));
  return (
    <ListCard label={t("list.label")}>
      {sorted.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
          <span className="flex items-center gap-3">
            <Link className="font-medium text-brand-700 hover:underline" href={invoiceHref(accountId, r)}>
              {invoiceLabel(r, draftLabel)}
            </Link>
            <InvoiceStatusBadge invoice={r} />
          </span>
          <span className="text-gray-600">
            {r.issue_date
              ? t("list.issued", { date: formatDate(r.issue_date, { locale }) })
              : t("list.started", { date: formatDate(r.created_at, { locale }) })}{" "}
            · <AgentMoney value={r.total_with_taxes} currency={r.currency} locale={locale} />
          </span>
        </li>
      ))}
    </ListCard>
  );
}
