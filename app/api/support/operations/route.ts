// POST /api/support/operations – forward a CSV of subscription operations (multipart `file`) for support staff
import { NextResponse } from "next/server";
import { apiError } from "@/lib/errors/api-error";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { runOperationsFile } from "@/lib/operations/submit";
import { supportSession } from "@/lib/support/guard";

// A route handler, not a server action: a 10,000-row file is larger than a server action's body limit.
export const POST = answersStoreUnavailable(async function POST(request: Request) {
  const guard = await supportSession();
  if (!guard.ok) return apiError(guard.status, guard.error);
  const form = await request.formData().catch(() => undefined);
  const file = form?.get("file");
  if (!(file instanceof File)) {
    return apiError(400, { code: "missingFile", message: "Attach the CSV in the multipart field `file`." });
  }
  const result = await runOperationsFile(guard.session, file);
  if (result.ok) return NextResponse.json(result, { status: 202 });
  const status = result.error.status && result.error.status >= 400 ? result.error.status : 502;
  return NextResponse.json(result, { status });
});
