import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { USAGE_TYPES } from "@/lib/units";
import type { UsageParams } from "@/lib/usage/params";
import type { UsageLoads } from "@/lib/usage/queries";
import { paginate, selectRecords } from "@/lib/usage/records";
import { RecordsTable } from "./records-table";

/** The records below the charts. A failed call is already shown by the charts section above. */
export async function RecordsSection({ loads, params }: { loads: UsageLoads; params: UsageParams }) {
  const [details, balances, t] = await Promise.all([loads.details, loads.balances, getTranslations("Usage")]);
  if (!details.ok) return null;
  const bonuses = balances.ok ? USAGE_TYPES.flatMap((t) => balances.data.bonuses[t]) : [];
  const currency = (balances.ok ? balances.data.monetary[0]?.unit : undefined) ?? "EUR";
  const rows = selectRecords(details.data, {
    type: params.type,
    search: params.search,
    sort: params.sort,
    direction: params.direction,
  });
  if (rows.length === 0)
    return (
      <EmptyState
        title={params.search ? t("noMatchTitle", { search: params.search }) : t("noRecordsTitle")}
        description={params.search ? t("noMatchDescription") : undefined}
      />
    );
  return (
    <RecordsTable page={paginate(rows, params.page)} params={params} bonuses={bonuses} currency={currency} />
  );
}
