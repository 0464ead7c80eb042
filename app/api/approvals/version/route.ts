// GET /api/approvals/version?view=queue|mine – a short version of an approval list, for the page
// that shows it to notice a change while open (components/approvals/live-requests.tsx)

import { errorWords } from "@/lib/actions/error-words";
import { currentVersion } from "@/lib/approvals/freshness";
import { authFailureResponse } from "@/lib/auth/route";
import { apiError } from "@/lib/errors/api-error";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";

export const GET = answersStoreUnavailable(async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const view = params.get("view");
  if (view !== "queue" && view !== "mine")
    return apiError(400, { code: "validation", message: (await errorWords())("operator.validation") });
  const current = await currentVersion(view, params);
  if (!current.ok) return authFailureResponse(current);
  return Response.json({ version: current.version }, { headers: { "cache-control": "no-store" } });
});
