import { getTranslations } from "next-intl/server";
import { MovementsTable } from "@/components/movements/movements-table";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { UpstreamError } from "@/components/ui/upstream-error";
import { type Invoice, RECTIFICATION_REASONS } from "@/contract/billing";
import { followProblem } from "@/lib/customer/access";
import { loadInvoiceDetail } from "@/lib/invoices/queries";
import type { OperatorCaller } from "@/lib/operator/caller";
import { InvoiceLines } from "./invoice-lines";

/** What the invoice bills: its movements (service invoices) or its lines (device sales). */
export async function InvoiceMovements({ auth, invoice }: { auth: OperatorCaller; invoice: Invoice }) {
  if (invoice.service === "sales") return <InvoiceLines invoice={invoice} />;
  const [detail, t, reasons] = await Promise.all([
    loadInvoiceDetail(auth, invoice),
    getTranslations("Invoices.page"),
    getTranslations("Rectifications.reasons"),
  ]);
  const rectification = detail.rectification?.ok ? detail.rectification.data : undefined;
  // The operator words its reason codes in English; the portal names the ones it knows.
  const reasonName = ({ code, description }: { code: string; description: string }) =>
    code in RECTIFICATION_REASONS ? reasons(code as keyof typeof RECTIFICATION_REASONS) : description;
  return (
    <div className="space-y-4">
      {rectification ? (
        <Alert tone="info" title={t("corrects", { number: rectification.rectified_invoice_number })}>
          {reasonName(rectification.reason)}
          {rectification.comment ? ` — ${rectification.comment}` : ""}
        </Alert>
      ) : null}
      {!detail.movements.ok ? (
        <UpstreamError problem={await followProblem(detail.movements.problem)} />
      ) : detail.movements.data.length === 0 ? (
        <EmptyState title={t("noMovements")} />
      ) : (
        <MovementsTable
          movements={detail.movements.data}
          currency={invoice.currency}
          isPrepaid={invoice.service === "prepaid"}
        />
      )}
    </div>
  );
}
