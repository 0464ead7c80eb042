"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, Td, Tr } from "@/components/ui/table";
import type { AdministrationOperationResponse, OperationResult } from "@/contract/operations";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { type CsvPreview, failedRowsCsv } from "@/lib/operations/csv";
import { wordResult } from "@/lib/operations/words";
import { downloadText, withSuffix } from "./download";
import { FilterTabs } from "./filter-tabs";
import { Pager, useFilteredPages } from "./pager";

const COLUMNS = ["row", "operation", "subscription", "outcome", "message"] as const;

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
  const t = useTranslations("Operations.results");
  const words = useTranslations("Operations");
  const sentCells = new Map(sent.rows.map((row) => [row.row, row.cells]));
  const locale = useFormatLocale();
  const { tabs, page, setPage, rows, visible } = useFilteredPages<OperationResult, ResultFilter>(
    response.results,
    response.failed > 0 ? "FAILED" : "all",
    keepResult,
  );
  const { received, succeeded, failed } = response;

  const summary =
    failed === 0 ? (
      <Alert tone="success" title={t("allSucceeded", { count: received })} traceId={traceId}>
        {t("operationId", { id: response.operation_id })}
      </Alert>
    ) : succeeded > 0 ? (
      <Alert tone="warning" title={t("partialTitle")} traceId={traceId}>
        {t("partialBody", { count: succeeded, total: received, failed })}
      </Alert>
    ) : (
      <Alert tone="error" title={t("noneTitle")} traceId={traceId}>
        {t("noneBody", { count: received })}
      </Alert>
    );

  return (
    <div className="space-y-4">
      {summary}
      <dl className="grid grid-cols-3 gap-3 text-center" aria-label={t("summary")}>
        {[
          [t("received"), received, "text-gray-900"],
          [t("succeeded"), succeeded, "text-green-700"],
          [t("failed"), failed, failed ? "text-red-700" : "text-gray-900"],
        ].map(([label, value, tone]) => (
          <div key={String(label)} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-xs font-medium text-gray-500 uppercase">{label}</dt>
            <dd className={`text-2xl font-semibold tabular-nums ${tone}`}>
              {Number(value).toLocaleString(locale)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterTabs
          label={t("filterLabel")}
          {...tabs}
          options={[
            { value: "all", label: t("all"), count: received },
            { value: "FAILED", label: t("failed"), count: failed },
            { value: "SUCCEEDED", label: t("succeeded"), count: succeeded },
          ]}
        />
        {failed > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              downloadText(
                withSuffix(fileName, words("downloads.failedSuffix")),
                failedRowsCsv(response.results, sent, (result, cells) =>
                  wordResult(words, result, cells, locale),
                ),
              )
            }
          >
            {t("downloadFailed")}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t("caption")}
        columns={COLUMNS.map((key) => t(`columns.${key}`))}
        empty={visible.length === 0 && t("empty")}
      >
        {visible.map((r) => (
          <Tr key={r.row}>
            <Td className="text-gray-500">{originalRows.get(r.row) ?? r.row}</Td>
            <Td>{r.operation}</Td>
            <Td className="font-mono">{r.subscription_id}</Td>
            <Td>
              <Badge tone={r.status === "SUCCEEDED" ? "success" : "danger"}>
                {r.status === "SUCCEEDED" ? t("rowSucceeded") : t("rowFailed")}
              </Badge>
            </Td>
            <Td className="min-w-56">
              {wordResult(words, r, sentCells.get(r.row) ?? {}, locale)}
              {r.code ? <span className="ml-1 font-mono text-xs text-gray-500">({r.code})</span> : null}
            </Td>
          </Tr>
        ))}
      </DataTable>
      <Pager label={t("pages")} page={page} total={rows.length} onPage={setPage} />
    </div>
  );
}
