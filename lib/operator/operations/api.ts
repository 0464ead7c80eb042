import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { env } from "@/lib/env";
import { operatorJson } from "@/lib/http";
import { AdministrationOperationResponse } from "../../../contract/operations";

/** Typed client of the subscription administration operations v2 (contract 4.3). */
/** Large files are processed row by row upstream; give them longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST .../operations, multipart with the CSV in `file`. A 202 can still hold failed rows. */
export function submitOperations(
  auth: OperatorCaller,
  file: Blob,
  fileName: string,
): Promise<AdministrationOperationResponse> {
  const form = new FormData();
  form.append("file", file, fileName);
  return operatorJson(
    AdministrationOperationResponse,
    `${env.OPERATOR_SUBSCRIPTIONS_URL}/v2/orgs/${encodeURIComponent(auth.org)}/operations`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${auth.accessToken}` },
      body: form,
      timeoutMs: Math.max(env.OPERATOR_TIMEOUT_MS, UPLOAD_TIMEOUT_MS),
    },
  );
}
