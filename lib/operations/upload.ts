import type { useTranslations } from "next-intl";
import { z } from "zod";
import { AdministrationOperationResponse, CsvIssue } from "@/contract/operations";
import { type CsvPreview, readOperationsCsv, validRowsCsv } from "./csv";

const uploadAnswer = z.union([
  z.object({ ok: z.literal(true), data: AdministrationOperationResponse }),
  z.object({
    ok: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      traceId: z.string().optional(),
      issues: z.array(CsvIssue).optional(),
      issueCount: z.number().optional(),
    }),
  }),
]);
export type OperationsRefusal = Extract<z.infer<typeof uploadAnswer>, { ok: false }>["error"];

/** A file the portal or the operator refused, with the operator's words and issues. */
export class RefusedUpload extends Error {
  constructor(readonly refusal: OperationsRefusal) {
    super(refusal.message);
  }
}

export interface SentOperations {
  response: AdministrationOperationResponse;
  /** The file as sent, to rebuild failed rows with their cells. */
  sent: CsvPreview;
  /** Row number in the person's file for each row as sent (they differ when invalid rows were removed). */
  originalRows: Map<number, number>;
}

/** react-query keys of the operations domain. */
export const operationsKeys = {
  all: ["operations"] as const,
  upload: () => [...operationsKeys.all, "upload"] as const,
};

/**
 * Sends the preview's valid rows as a CSV to the portal's route (a 10,000-row file is too big for an
 * action). `t` words the refusals the browser meets itself; the route's come in the page's language.
 */
export async function uploadOperations(
  preview: CsvPreview,
  fileName: string,
  t: ReturnType<typeof useTranslations<"Operations.upload">>,
): Promise<SentOperations> {
  const csv = validRowsCsv(preview);
  const validRows = preview.rows.filter((r) => r.issues.length === 0);
  const form = new FormData();
  form.append("file", new File([csv], fileName || "operations.csv", { type: "text/csv" }));
  let response: Response;
  try {
    response = await fetch("/api/support/operations", { method: "POST", body: form });
  } catch {
    throw new RefusedUpload({
      code: "network",
      message: t("portalUnreachable"),
    });
  }
  const parsed = uploadAnswer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new RefusedUpload({
      code: `http${response.status}`,
      message: t("portalUnexpected"),
    });
  if (!parsed.data.ok) throw new RefusedUpload(parsed.data.error);
  return {
    response: parsed.data.data,
    sent: readOperationsCsv(csv),
    originalRows: new Map(validRows.map((r, i) => [i + 2, r.row])),
  };
}
