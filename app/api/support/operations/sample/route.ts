// GET /api/support/operations/sample – a sample operations CSV, one row per operation type
import { NextResponse } from "next/server";
import { apiError } from "@/lib/errors/api-error";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { SAMPLE_OPERATIONS_CSV } from "@/lib/operations/csv";
import { supportSession } from "@/lib/support/guard";

export const GET = answersStoreUnavailable(async function GET() {
  const guard = await supportSession();
  if (!guard.ok) return apiError(guard.status, guard.error);
  return new NextResponse(SAMPLE_OPERATIONS_CSV, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="operations-sample.csv"',
      "cache-control": "no-store",
    },
  });
});
