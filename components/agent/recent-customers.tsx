import Link from "next/link";
import { ListCard } from "@/components/ui/list-card";
import { formatDateTime } from "@/lib/dates";

export interface RecentCustomer {
  key: string;
  label: string;
  openedAt: Date;
}

/** Customers this agent opened recently; the key is "subscription:SUB-1" or "account:ACC-1". */
export function RecentCustomers({ items }: { items: readonly RecentCustomer[] }) {
  return (
    <ListCard
      label="Recent customers"
      empty={
        items.length === 0 && {
          title: "No customers opened yet",
          description: "Customers you open appear here so you can go back to them quickly.",
        }
      }
    >
      {items.map((item) => (
        <li key={item.key} className="flex items-center justify-between gap-4 px-4 py-3">
          <Link href={hrefOf(item.key)} className="font-medium text-brand-700 hover:underline">
            {item.label}
          </Link>
          <span className="text-xs text-gray-500">opened {formatDateTime(item.openedAt)}</span>
        </li>
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
