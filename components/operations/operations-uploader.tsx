"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { type CsvPreview, invalidRowsCsv, readOperationsFile } from "@/lib/operations/csv";
import { operationsKeys, RefusedUpload, uploadOperations } from "@/lib/operations/upload";
import { CsvDropZone } from "./csv-drop-zone";
import { downloadText, withSuffix } from "./download";
import { IssueList } from "./issue-list";
import { PreviewTable } from "./preview-table";
import { ResultsView } from "./results-view";

/** Upload -> browser-side preview and validation -> send the valid rows -> per-row outcome. */
export function OperationsUploader() {
  const [fileName, setFileName] = useState("");
  const [isReading, setIsReading] = useState(false);
  const [preview, setPreview] = useState<CsvPreview>();
  const upload = useMutation({
    mutationKey: operationsKeys.upload(),
    mutationFn: (sent: CsvPreview) => uploadOperations(sent, fileName),
  });
  // A second click before React re-renders the disabled button must not send the file twice.
  const inFlight = useRef(false);
  const isSending = upload.isPending;
  const outcome = upload.data;
  const refusal = upload.error instanceof RefusedUpload ? upload.error.refusal : undefined;

  async function read(file: File) {
    setFileName(file.name);
    setPreview(undefined);
    upload.reset();
    setIsReading(true);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Let the "Reading…" state paint before the synchronous parse of a large file.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setPreview(readOperationsFile(bytes));
    setIsReading(false);
  }

  function removeInvalid() {
    if (!preview) return;
    setPreview({ ...preview, rows: preview.rows.filter((r) => r.issues.length === 0), invalidCount: 0 });
  }

  function send() {
    if (!preview || inFlight.current) return;
    inFlight.current = true;
    upload.mutate(preview, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  const blocked =
    !preview || preview.fileIssues.length > 0 || preview.invalidCount > 0 || preview.rows.length === 0;

  return (
    <div className="space-y-6">
      <SectionCard
        title="1. Choose the file"
        description="One operation per row. The file is checked here before anything is sent."
        actions={
          <a
            href="/api/support/operations/sample"
            download="operations-sample.csv"
            className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Download a sample CSV
          </a>
        }
      >
        <CsvDropZone onFile={read} isBusy={isReading || isSending} />
        {isReading ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-700">
            <Spinner /> Reading {fileName}…
          </p>
        ) : null}
      </SectionCard>

      {preview && !outcome ? (
        <SectionCard
          title={`2. Check ${fileName}`}
          description={
            preview.fileIssues.length
              ? `${preview.rows.length.toLocaleString("en-GB")} rows, not checked until the file itself is fixed.`
              : `${preview.rows.length.toLocaleString("en-GB")} operations, ${preview.invalidCount.toLocaleString("en-GB")} invalid.`
          }
          bodyClassName="space-y-4"
        >
          {preview.fileIssues.length ? (
            <Alert tone="error" title="The file cannot be sent">
              <IssueList issues={preview.fileIssues} />
            </Alert>
          ) : preview.invalidCount > 0 ? (
            <Alert
              tone="warning"
              title={`${preview.invalidCount.toLocaleString("en-GB")} invalid ${preview.invalidCount === 1 ? "row" : "rows"}`}
              action={
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={removeInvalid}>
                    Remove the invalid rows
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => downloadText(withSuffix(fileName, "invalid"), invalidRowsCsv(preview))}
                  >
                    Download them (CSV)
                  </Button>
                </div>
              }
            >
              Sending is blocked until you fix the file and choose it again, or remove these rows.
            </Alert>
          ) : (
            <Alert tone="info" title="Ready to send">
              Every row is valid.
            </Alert>
          )}
          {preview.rows.length ? <PreviewTable key={preview.invalidCount} preview={preview} /> : null}
          {refusal ? (
            <Alert tone="error" title="The operator refused the file" traceId={refusal.traceId}>
              <p>{refusal.message}</p>
              {refusal.issues?.length ? (
                <IssueList issues={refusal.issues} total={refusal.issueCount} />
              ) : null}
            </Alert>
          ) : null}
          <Button onClick={send} disabled={blocked} isLoading={isSending} loadingText="Sending…">
            Send {preview.rows.length.toLocaleString("en-GB")} operations
          </Button>
        </SectionCard>
      ) : null}

      {outcome ? (
        <SectionCard
          title="3. Outcome"
          description={`${fileName} · received ${new Date(outcome.response.received_at).toLocaleString("en-GB")}`}
        >
          <ResultsView
            response={outcome.response}
            sent={outcome.sent}
            originalRows={outcome.originalRows}
            fileName={fileName}
          />
        </SectionCard>
      ) : null}
    </div>
  );
}
