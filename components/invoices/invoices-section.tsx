import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { Invoice } from "@/contract/billing";
import { followProblem } from "@/lib/customer/access";
import type { Loaded } from "@/lib/errors/problem";
import { InvoicesTable } from "./invoices-table";

export async function InvoicesSection({
  invoices,
  view,
  isFiltered,
}: {
  invoices: Promise<Loaded<Invoice[]>>;
  view: "service" | "sales";
  isFiltered: boolean;
}) {
  const [loaded, t] = await Promise.all([invoices, getTranslations("Invoices")]);
  if (!loaded.ok) return <UpstreamError problem={await followProblem(loaded.problem)} />;
  if (loaded.data.length === 0)
    return (
      <EmptyState
        title={t(`empty.${view}`)}
        description={isFiltered ? t("empty.filtered") : t(`empty.${view}Hint`)}
      />
    );
  return <InvoicesTable invoices={loaded.data} caption={t(`caption.${view}`)} />;
}
