import { useTranslations } from "next-intl";
import { KeepIdsWhole } from "@/components/ui/keep-ids-whole";
import { ListCard, ListLinkRow } from "@/components/ui/list-card";
import { formatDateTime } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

export interface RecentCustomer {
  key: string;
  label: string;
  openedAt: Date;
}

/** Customers this agent opened recently; the key is "subscription:SUB-1" or "account:ACC-1". */
export function RecentCustomers({ items }: { items: readonly RecentCustomer[] }) {
  const t = useTranslations("Agent");
  const locale = useFormatLocale();
  return (
    <ListCard
      label={t("recentLabel")}
      empty={
        items.length === 0 && {
          title: t("recentEmptyTitle"),
          description: t("recentEmptyDescription"),
        }
      }
    >
      {items.map((item) => (
        <ListLinkRow key={item.key} href={hrefOf(item.key)}>
          <span className="font-medium text-brand-700 sm:flex-1">
            <KeepIdsWhole>
              {t("recentItem", { kind: item.key.split(":", 1)[0] ?? "", label: item.label })}
            </KeepIdsWhole>
          </span>
          <span className="text-xs text-gray-500">
            {t("opened", { date: formatDateTime(item.openedAt, { locale }) })}
          </span>
        </ListLinkRow>
      ))}
    </ListCard>
  );
}

function hrefOf(key: string) {
  const [kind, id = ""] = key.split(":", 2);
  return kind === "account"
    ? (`/agent/accounts/${encodeURIComponent(id)}` as const)
    : (`/agent/subscriptions/${encodeURIComponent(id)}` as const);
}
