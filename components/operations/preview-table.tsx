"use client";

import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable, Td, Tr } from "@/components/ui/table";
import { CSV_COLUMNS } from "@/contract/operations";
import type { CsvPreview } from "@/lib/operations/csv";
import { FilterTabs } from "./filter-tabs";
import { PAGE_SIZE, Pager } from "./pager";

type RowFilter = "all" | "invalid" | "valid";

/** The parsed file, a page at a time, with each invalid row's reasons beside it. */
export function PreviewTable({ preview }: { preview: CsvPreview }) {
  const [filter, setFilter] = useState<RowFilter>(preview.invalidCount > 0 ? "invalid" : "all");
  const [page, setPage] = useState(0);
  const columns = CSV_COLUMNS.filter((c) => preview.columns.includes(c));
  const rows = useMemo(
    () =>
      filter === "all"
        ? preview.rows
        : preview.rows.filter((r) =>
            filter === "invalid" ? r.issues.length > 0 : r.isChecked && r.issues.length === 0,
          ),
    [preview, filter],
  );
  const visible = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const total = preview.rows.length;

  return (
    <div className="space-y-3">
      <FilterTabs
        label="Show rows"
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(0);
        }}
        options={[
          { value: "all", label: "All", count: total },
          { value: "invalid", label: "Invalid", count: preview.invalidCount },
          {
            value: "valid",
            label: "Valid",
            count: preview.rows.filter((r) => r.isChecked && !r.issues.length).length,
          },
        ]}
      />
      <DataTable
        caption="Rows of the file"
        columns={["Row", ...columns, "Check"]}
        empty={visible.length === 0 && "No rows to show."}
      >
        {visible.map((r) => (
          <Tr key={r.row} className={r.issues.length ? "bg-red-50/50" : undefined}>
            <Td className="text-gray-500">{r.row}</Td>
            {columns.map((c) => (
              <Td key={c} className="max-w-48 truncate">
                {r.cells[c]}
              </Td>
            ))}
            <Td className="min-w-64">
              {r.issues.length ? (
                <ul className="space-y-0.5 text-xs text-red-800">
                  {r.issues.map((issue) => (
                    <li key={`${issue.column}-${issue.code}-${issue.message}`}>{issue.message}</li>
                  ))}
                </ul>
              ) : r.isChecked ? (
                <Badge tone="success">Valid</Badge>
              ) : (
                <Badge tone="neutral">Not checked</Badge>
              )}
            </Td>
          </Tr>
        ))}
      </DataTable>
      <Pager label="Preview pages" page={page} total={rows.length} onPage={setPage} />
    </div>
  );
}
