"use client";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, Td, Tr } from "@/components/ui/table";
import type { AdministrationOperationResponse, OperationResult } from "@/contract/operations";
import { type CsvPreview, failedRowsCsv } from "@/lib/operations/csv";
import { downloadText, withSuffix } from "./download";
import { FilterTabs } from "./filter-tabs";
import { Pager, useFilteredPages } from "./pager";

type ResultFilter = "all" | "FAILED" | "SUCCEEDED";

const keepResult = (r: OperationResult, filter: ResultFilter) => r.status === filter;

/** Per-row outcome of a 202. Some failures make it a partial success (warning), never a success. */
export function ResultsView({
  response,
  sent,
  originalRows,
  fileName,
  traceId,
}: {
  response: AdministrationOperationResponse;
  /** The file as sent, to rebuild failed rows with their cells. */
  sent: CsvPreview;
  /** Row number in the person's file for each row as sent (they differ when invalid rows were removed). */
  originalRows: ReadonlyMap<number, number>;
  fileName: string;
  traceId?: string;
}) {
  const { tabs, page, setPage, rows, visible } = useFilteredPages<OperationResult, ResultFilter>(
    response.results,
    response.failed > 0 ? "FAILED" : "all",
    keepResult,
  );
  const { received, succeeded, failed } = response;

  const summary =
    failed === 0 ? (
      <Alert
        tone="success"
        title={`All ${received.toLocaleString("en-GB")} operations succeeded`}
        traceId={traceId}
      >
        Operation {response.operation_id}.
      </Alert>
    ) : succeeded > 0 ? (
      <Alert tone="warning" title="Partially applied" traceId={traceId}>
        {succeeded.toLocaleString("en-GB")} of {received.toLocaleString("en-GB")} operations succeeded and{" "}
        {failed.toLocaleString("en-GB")} failed. Download the failed rows, correct them and send them again.
      </Alert>
    ) : (
      <Alert tone="error" title="No operation succeeded" traceId={traceId}>
        All {received.toLocaleString("en-GB")} operations failed. Download them to see why and correct them.
      </Alert>
    );

  return (
    <div className="space-y-4">
      {summary}
      <dl className="grid grid-cols-3 gap-3 text-center" aria-label="Summary">
        {[
          ["Received", received, "text-gray-900"],
          ["Succeeded", succeeded, "text-green-700"],
          ["Failed", failed, failed ? "text-red-700" : "text-gray-900"],
        ].map(([label, value, tone]) => (
          <div key={String(label)} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-xs font-medium text-gray-500 uppercase">{label}</dt>
            <dd className={`text-2xl font-semibold tabular-nums ${tone}`}>
              {Number(value).toLocaleString("en-GB")}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterTabs
          label="Show outcomes"
          {...tabs}
          options={[
            { value: "all", label: "All", count: received },
            { value: "FAILED", label: "Failed", count: failed },
            { value: "SUCCEEDED", label: "Succeeded", count: succeeded },
          ]}
        />
        {failed > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              downloadText(withSuffix(fileName, "failed"), failedRowsCsv(response.results, sent))
            }
          >
            Download failed rows (CSV)
          </Button>
        ) : null}
      </div>
      <DataTable
        caption="Outcome per row"
        columns={["Row", "Operation", "Subscription", "Outcome", "Message"]}
        empty={visible.length === 0 && "No rows to show."}
      >
        {visible.map((r) => (
          <Tr key={r.row}>
            <Td className="text-gray-500">{originalRows.get(r.row) ?? r.row}</Td>
            <Td>{r.operation}</Td>
            <Td className="font-mono">{r.subscription_id}</Td>
            <Td>
              <Badge tone={r.status === "SUCCEEDED" ? "success" : "danger"}>
                {r.status === "SUCCEEDED" ? "Succeeded" : "Failed"}
              </Badge>
            </Td>
            <Td className="min-w-56">
              {r.message}
              {r.code ? <span className="ml-1 font-mono text-xs text-gray-500">({r.code})</span> : null}
            </Td>
          </Tr>
        ))}
      </DataTable>
      <Pager label="Outcome pages" page={page} total={rows.length} onPage={setPage} />
    </div>
  );
}
