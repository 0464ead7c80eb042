import { useTranslations } from "next-intl";
import { AgentMoney } from "@/components/agent/agent-money";
import { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "@/components/ui";
import type { Invoice, RectificationInvoice } from "@/contract/billing";
import { type LineAmounts, lineDifference, negateAmount, totalLines } from "@/lib/billing-math";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useSystemDescription } from "@/lib/i18n/use-system-description";

interface Row {
  movementId: string;
  description: string;
  original: LineAmounts;
  after: LineAmounts;
  difference: LineAmounts;
}

/** The three amount columns of each group, by message key. */
const AMOUNT_HEADINGS = ["net", "tax", "gross"] as const;

const ZERO: LineAmounts = { withoutTaxes: "0", tax: "0", withTaxes: "0" };

/** Per line: the original invoice, what it becomes after this rectification, and the difference. */
function buildComparison(original: Invoice, rectification: RectificationInvoice): Row[] {
  const refundOf = new Map(rectification.refunds.map((r) => [r.movement_id, r]));
  return original.lines.map((line) => {
    const before: LineAmounts = {
      withoutTaxes: line.amount_without_taxes,
      tax: line.tax_amount,
      withTaxes: line.amount_with_taxes,
    };
    const refund = refundOf.get(line.movement_id);
    const credit: LineAmounts = refund
      ? {
          withoutTaxes: negateAmount(refund.amount_without_taxes),
          tax: negateAmount(refund.tax_amount),
          withTaxes: negateAmount(refund.amount_with_taxes),
        }
      : ZERO;
    const after = totalLines([before, credit]);
    return {
      movementId: line.movement_id,
      description: line.description,
      original: before,
      after,
      difference: lineDifference(before, after),
    };
  });
}

export function SideBySide({
  original,
  rectification,
}: {
  original: Invoice;
  rectification: RectificationInvoice;
}) {
  const t = useTranslations("Rectifications.sideBySide");
  const wordDescription = useSystemDescription();
  const locale = useFormatLocale();
  const rows = buildComparison(original, rectification);
  const money = (v: string) => <AgentMoney value={v} currency={original.currency} locale={locale} />;
  const totals = {
    original: totalLines(rows.map((r) => r.original)),
    after: totalLines(rows.map((r) => r.after)),
    difference: totalLines(rows.map((r) => r.difference)),
  };
  const cells = (a: LineAmounts, strong = false) => (
    <>
      <Td align="right" className={strong ? "font-semibold" : undefined}>
        {money(a.withoutTaxes)}
      </Td>
      <Td align="right" className={strong ? "font-semibold" : undefined}>
        {money(a.tax)}
      </Td>
      <Td align="right" className={strong ? "font-semibold" : undefined}>
        {money(a.withTaxes)}
      </Td>
    </>
  );
  return (
    <TableContainer aria-label={t("caption")}>
      <Table data-testid="side-by-side">
        <TableCaption>{t("caption")}</TableCaption>
        <THead>
          <Tr>
            <Th rowSpan={2}>{t("line")}</Th>
            <Th colSpan={3} className="text-center">
              {t("original", { number: original.invoice_number ?? "" })}
            </Th>
            <Th colSpan={3} className="text-center">
              {t("after")}
            </Th>
            <Th colSpan={3} className="text-center">
              {t("difference")}
            </Th>
          </Tr>
          <Tr>
            {["original", "after", "difference"].flatMap((group) =>
              AMOUNT_HEADINGS.map((h) => (
                <Th key={`${group}-${h}`} align="right">
                  {t(h)}
                </Th>
              )),
            )}
          </Tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <Tr
              key={row.movementId}
              className={row.difference.withTaxes !== "0" ? "bg-amber-50/50" : undefined}
            >
              <Td detail={row.movementId}>{wordDescription(row.description)}</Td>
              {cells(row.original)}
              {cells(row.after)}
              {cells(row.difference)}
            </Tr>
          ))}
          <Tr className="bg-gray-50">
            <Td className="font-semibold">{t("total")}</Td>
            {cells(totals.original, true)}
            {cells(totals.after, true)}
            {cells(totals.difference, true)}
          </Tr>
        </TBody>
      </Table>
    </TableContainer>
  );
}
