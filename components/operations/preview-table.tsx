"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { DataTable, Td, Tr } from "@/components/ui/table";
import { CSV_COLUMNS } from "@/contract/operations";
import { type CsvPreview, type PreviewRow, shownCell } from "@/lib/operations/csv";
import { wordIssue } from "@/lib/operations/words";
import { FilterTabs } from "./filter-tabs";
import { Pager, useFilteredPages } from "./pager";

type RowFilter = "all" | "invalid" | "valid";

const keepRow = (r: PreviewRow, filter: RowFilter) =>
  filter === "invalid" ? r.issues.length > 0 : r.isChecked && r.issues.length === 0;

/** The parsed file, a page at a time, with each invalid row's reasons beside it. */
export function PreviewTable({ preview }: { preview: CsvPreview }) {
  const t = useTranslations("Operations.preview");
  const words = useTranslations("Operations");
  const locale = useLocale();
  const { tabs, page, setPage, rows, visible } = useFilteredPages<PreviewRow, RowFilter>(
    preview.rows,
    preview.invalidCount > 0 ? "invalid" : "all",
    keepRow,
  );
  const columns = CSV_COLUMNS.filter((c) => preview.columns.includes(c));
  const total = preview.rows.length;

  return (
    <div className="space-y-3">
      <FilterTabs
        label={t("filterLabel")}
        {...tabs}
        options={[
          { value: "all", label: t("all"), count: total },
          { value: "invalid", label: t("invalid"), count: preview.invalidCount },
          {
            value: "valid",
            label: t("valid"),
            count: preview.rows.filter((r) => r.isChecked && !r.issues.length).length,
          },
        ]}
      />
      <DataTable
        caption={t("caption")}
        columns={[t("row"), ...columns, t("check")]}
        empty={visible.length === 0 && t("empty")}
      >
        {visible.map((r) => (
          <Tr key={r.row} className={r.issues.length ? "bg-red-50/50" : undefined}>
            <Td className="text-gray-500">{r.row}</Td>
            {columns.map((c) => (
              <Td key={c} className="max-w-48 truncate">
                {shownCell(c, r.cells[c] ?? "", locale)}
              </Td>
            ))}
            <Td className="min-w-64">
              {r.issues.length ? (
                <ul className="space-y-0.5 text-xs text-red-800">
                  {r.issues.map((issue) => (
                    <li key={`${issue.column}-${issue.code}-${issue.message}`}>{wordIssue(words, issue)}</li>
                  ))}
                </ul>
              ) : r.isChecked ? (
                <Badge tone="success">{t("validBadge")}</Badge>
              ) : (
                <Badge tone="neutral">{t("notChecked")}</Badge>
              )}
            </Td>
          </Tr>
        ))}
      </DataTable>
      <Pager label={t("pages")} page={page} total={rows.length} onPage={setPage} />
    </div>
  );
}
