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
  const loaded = await invoices;
  if (!loaded.ok) return <UpstreamError problem={await followProblem(loaded.problem)} />;
  if (loaded.data.length === 0)
    return (
      <EmptyState
        title={view === "sales" ? "No device purchases" : "No invoices yet"}
        description={
          isFiltered
            ? "No invoice matches these filters."
            : view === "sales"
              ? "Phones and other devices you buy from us will be invoiced here."
              : "Your first invoice will appear here after your first billing cycle."
        }
      />
    );
  return (
    <InvoicesTable
      invoices={loaded.data}
      caption={view === "sales" ? "Device purchase invoices" : "Invoices"}
    />
  );
}
