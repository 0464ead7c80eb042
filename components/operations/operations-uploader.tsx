"use client";

import { useMutation } from "@tanstack/react-query";
import { useTimeZone, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { type CsvPreview, invalidRowsCsv, readOperationsFile } from "@/lib/operations/csv";
import { formatReceivedAt } from "@/lib/operations/received-at";
import { operationsKeys, RefusedUpload, uploadOperations } from "@/lib/operations/upload";
import { wordIssue } from "@/lib/operations/words";
import { CsvDropZone } from "./csv-drop-zone";
import { downloadText, withSuffix } from "./download";
import { IssueList } from "./issue-list";
import { PreviewTable } from "./preview-table";
import { ResultsView } from "./results-view";

/** Upload -> browser-side preview and validation -> send the valid rows -> per-row outcome. */
export function OperationsUploader() {
  const t = useTranslations("Operations.upload");
  const words = useTranslations("Operations");
  const locale = useFormatLocale();
  // The org's zone: the staff pages' NextIntlClientProvider passes the request's (ORG_SETTINGS timeZone).
  const timeZone = useTimeZone();
  const [fileName, setFileName] = useState("");
  const [isReading, setIsReading] = useState(false);
  const [preview, setPreview] = useState<CsvPreview>();
  const upload = useMutation({
    mutationKey: operationsKeys.upload(),
    mutationFn: (sent: CsvPreview) => uploadOperations(sent, fileName, t),
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
        title={t("chooseTitle")}
        description={t("chooseDescription")}
        actions={
          <a
            href="/api/support/operations/sample"
            download="operations-sample.csv"
            className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t("sample")}
          </a>
        }
      >
        <CsvDropZone onFile={read} isBusy={isReading || isSending} />
        {isReading ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-700">
            <Spinner /> {t("reading", { name: fileName })}
          </p>
        ) : null}
      </SectionCard>

      {preview && !outcome ? (
        <SectionCard
          title={t("checkTitle", { name: fileName })}
          description={
            preview.fileIssues.length
              ? t("rowsUnchecked", { count: preview.rows.length })
              : t("rowsChecked", { count: preview.rows.length, invalid: preview.invalidCount })
          }
          bodyClassName="space-y-4"
        >
          {preview.fileIssues.length ? (
            <Alert tone="error" title={t("fileBlocked")}>
              <IssueList issues={preview.fileIssues} />
            </Alert>
          ) : preview.invalidCount > 0 ? (
            <Alert
              tone="warning"
              title={t("invalidRows", { count: preview.invalidCount })}
              action={
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={removeInvalid}>
                    {t("removeInvalid")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      downloadText(
                        withSuffix(fileName, words("downloads.invalidSuffix")),
                        invalidRowsCsv(preview, (issue) => wordIssue(words, issue)),
                      )
                    }
                  >
                    {t("downloadInvalid")}
                  </Button>
                </div>
              }
            >
              {t("blocked")}
            </Alert>
          ) : (
            <Alert tone="info" title={t("ready")}>
              {t("allValid")}
            </Alert>
          )}
          {preview.rows.length ? <PreviewTable key={preview.invalidCount} preview={preview} /> : null}
          {refusal ? (
            <Alert tone="error" title={t("refused")} traceId={refusal.traceId}>
              <p>{refusal.message}</p>
              {refusal.issues?.length ? (
                <IssueList issues={refusal.issues} total={refusal.issueCount} />
              ) : null}
            </Alert>
          ) : null}
          <Button onClick={send} disabled={blocked} isLoading={isSending} loadingText={t("sending")}>
            {t("send", { count: preview.rows.length })}
          </Button>
        </SectionCard>
      ) : null}

      {outcome ? (
        <SectionCard
          title={t("outcomeTitle")}
          description={t("outcomeDescription", {
            name: fileName,
            date: formatReceivedAt(outcome.response.received_at, { locale, timeZone }),
          })}
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
