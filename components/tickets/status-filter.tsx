import type { Route } from "next";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { TICKET_STATUSES, type TicketStatus } from "@/contract/ticketing";

/** Links, so the filter lives in the URL (survives reload and back). */
export function StatusFilter({ current }: { current?: TicketStatus }) {
  const t = useTranslations("Tickets");
  const options: { label: string; href: Route; isCurrent: boolean }[] = [
    { label: t("filter.all"), href: "/support/tickets", isCurrent: !current },
    ...TICKET_STATUSES.map((s) => ({
      label: t(`status.${s}`),
      href: `/support/tickets?status=${s}` as const,
      isCurrent: current === s,
    })),
  ];
  return (
    <nav aria-label={t("filter.label")} className="flex flex-wrap gap-1.5">
      {options.map((o) => (
        <Link
          key={o.href}
          href={o.href}
          aria-current={o.isCurrent ? "page" : undefined}
          className={cn(
            "rounded-full border px-3 py-1 text-xs",
            o.isCurrent
              ? "border-brand-600 bg-brand-50 font-medium text-brand-800"
              : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50",
          )}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
