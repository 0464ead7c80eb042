import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/field";
import { amountColumn, DataTable, Td, Tr, totalColumn } from "@/components/ui/table";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { formatPhoneNumber } from "@/lib/phone-display";
import type { NamedBonus } from "@/lib/usage/debit";
import { type UsageParams, usageSearch } from "@/lib/usage/params";
import { RECORD_COLUMN_KEY, RECORD_COLUMNS, recordCellsOf } from "@/lib/usage/record-cells";
import type { RecordWords } from "@/lib/usage/record-words";
import type { Page, RecordRow } from "@/lib/usage/records";
import { Pagination } from "./pagination";
import { CardSortLinks, RIGHT, SortHeader } from "./sort-links";

/** Words that may wrap, so the table fits its box at 1280 px in Spanish too; figures and dates stay whole. */
const WRAPPING: ReadonlySet<string> = new Set(["Category", "Paid by"]);

/** The records of the range: sorted, searched and paginated on the server; only one page is sent. */
export function RecordsTable({
  page,
  params,
  bonuses,
  currency,
}: {
  page: Page<RecordRow>;
  params: UsageParams;
  bonuses: readonly NamedBonus[];
  currency: string;
}) {
  const common = useTranslations("Common");
  const t = useTranslations("Usage");
  const words: RecordWords = {
    t: useTranslations("Records") as RecordWords["t"],
    locale: useFormatLocale(),
  };
  const cellsOf = recordCellsOf(bonuses, currency, words, formatPhoneNumber);
  const caption = t("caption", { page: page.page, pages: page.pageCount });
  const exportHref = `/api/customer/usage/export?${usageSearch(params, { page: 1 })}` as const;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <search>
          <form method="get" action="/customer/usage" className="flex items-end gap-2">
            {Object.entries(
              Object.fromEntries(new URLSearchParams(usageSearch(params, { page: 1, search: undefined }))),
            ).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <div className="space-y-1.5">
              <Label htmlFor="records-search">{t("search")}</Label>
              <Input
                id="records-search"
                name="q"
                type="search"
                inputMode="tel"
                defaultValue={params.search ?? ""}
                placeholder={t("searchPlaceholder")}
              />
            </div>
            <button type="submit" className={buttonClasses("secondary", "md")}>
              {t("searchButton")}
            </button>
          </form>
        </search>
        <a href={exportHref} className={buttonClasses("secondary", "md")} data-testid="export-csv">
          {t.rich("export", {
            count: page.total,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </a>
      </div>
      <CardSortLinks params={params} />
      <DataTable
        data-testid="records-table"
        caption={caption}
        stackBelow="xl"
        columns={RECORD_COLUMNS.map((column) => {
          const label = words.t(`column.${RECORD_COLUMN_KEY[column]}`);
          if (column === "Cost incl. taxes") return totalColumn(label);
          return RIGHT.has(column) ? amountColumn(label) : label;
        })}
        head={
          <tr>
            {RECORD_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} params={params} />
            ))}
          </tr>
        }
      >
        {page.items.map((row) => {
          const cells = cellsOf(row);
          return (
            <Tr key={`${row.type}-${row.id}`}>
              {RECORD_COLUMNS.map((column) => (
                <Td
                  key={column}
                  align={RIGHT.has(column) ? "right" : undefined}
                  className={WRAPPING.has(column) ? "min-w-28" : "whitespace-nowrap"}
                >
                  {cells[column]}
                </Td>
              ))}
            </Tr>
          );
        })}
      </DataTable>
      <Pagination
        page={page}
        hrefFor={(n) => `/customer/usage?${usageSearch(params, { page: n })}`}
        total={common("records", { count: page.total })}
      />
    </div>
  );
}
