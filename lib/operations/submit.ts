import { callerOf } from "@/lib/operator/caller";
import "server-only";
import {
  type AdministrationOperationResponse,
  type CsvIssue,
  ErrorResponse,
  MAX_CSV_BYTES,
} from "@/contract/operations";
import { type ActionError, type ActionResult, fail, succeed } from "@/lib/actions/result";
import type { PortalSession } from "@/lib/auth/session";
import { OperatorError } from "@/lib/http";
import { submitOperations } from "@/lib/operator/operations/api";
import { errorWords } from "../actions/error-words";
import { toActionError } from "../actions/operator-error";

export interface OperationsFailure extends ActionError {
  /** The rows/columns the operator refused (first 100), with the total count. */
  issues?: CsvIssue[];
  issueCount?: number;
}

/** Sends a CSV upstream; a 400/413 keeps the operator's explanation and its list of offending rows. */
export async function runOperationsFile(
  session: PortalSession,
  file: File,
): Promise<ActionResult<AdministrationOperationResponse> | { ok: false; error: OperationsFailure }> {
  const t = await errorWords();
  if (file.size === 0) return fail({ code: "emptyFile", message: t("action.emptyFile"), status: 400 });
  if (file.size > MAX_CSV_BYTES) {
    return fail({
      code: "fileTooLarge",
      message: t("action.fileTooLarge", { size: MAX_CSV_BYTES / 1024 / 1024 }),
      status: 413,
    });
  }
  try {
    const auth = callerOf(session);
    return succeed(await submitOperations(auth, file, file.name || "operations.csv"));
  } catch (error) {
    const failure = fail(await toActionError(error));
    if (error instanceof OperatorError) {
      const body = ErrorResponse.safeParse(error.body);
      if (body.success) {
        const error: OperationsFailure = {
          ...failure.error,
          message: body.data.message,
          issues: body.data.errors,
          issueCount: body.data.error_count,
        };
        return { ok: false, error };
      }
    }
    return failure;
  }
}
