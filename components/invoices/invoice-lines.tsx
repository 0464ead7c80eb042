import { useTranslations } from "next-intl";
import { amountColumn, DataTable, Td, Tr, totalColumn } from "@/components/ui/table";
import type { Invoice } from "@/contract/billing";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useSystemDescription } from "@/lib/i18n/use-system-description";
import { useTaxRate } from "@/lib/i18n/use-tax-rate";
import { formatMoney } from "@/lib/money";

/** The invoice's own lines (device sales have no movements endpoint). */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useTranslations("Invoices.page");
  const movements = useTranslations("Movements");
  const wordDescription = useSystemDescription();
  const locale = useFormatLocale();
  const taxRate = useTaxRate();
  const money = (value: string) => formatMoney(value, invoice.currency, { locale });
  return (
    <DataTable
      caption={t("linesCaption")}
      stackBelow="sm"
      columns={[
        movements("column.description"),
        amountColumn(movements("column.exclTaxes")),
        amountColumn(movements("column.tax")),
        totalColumn(movements("column.inclTaxes")),
      ]}
    >
      {invoice.lines.map((line) => (
        <Tr key={line.movement_id}>
          <Td>
            <span className="block font-medium text-gray-900">{wordDescription(line.description)}</span>
            <span className="text-xs text-gray-600">{movements(`kind.${line.type}`)}</span>
          </Td>
          <Td align="right">{money(line.amount_without_taxes)}</Td>
          <Td align="right">
            {money(line.tax_amount)} ({taxRate(line.tax)})
          </Td>
          <Td align="right" className="font-medium">
            {money(line.amount_with_taxes)}
          </Td>
        </Tr>
      ))}
    </DataTable>
  );
}
