// GET /api/support/tickets/[provider]/[ticketId] – a ticket and the transitions it allows, for support staff
import { NextResponse } from "next/server";
import { apiError } from "@/lib/errors/api-error";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { supportSession } from "@/lib/support/guard";
import { loadTicket, parseProvider } from "@/lib/tickets/queries";

export const GET = answersStoreUnavailable(async function GET(
  _request: Request,
  { params }: { params: Promise<{ provider: string; ticketId: string }> },
) {
  const guard = await supportSession();
  if (!guard.ok) return apiError(guard.status, guard.error);
  const { provider: segment, ticketId } = await params;
  const provider = parseProvider(segment);
  if (!provider.ok) {
    const message =
      provider.reason === "removed"
        ? "JCC was removed in ticketing API 2.2.0; no request naming it is routed."
        : "Unknown ticketing provider.";
    return apiError(400, { code: "invalidProvider", message });
  }
  const result = await loadTicket(guard.session, provider.provider, ticketId);
  const status = result.ok
    ? 200
    : result.error.status && result.error.status >= 400
      ? result.error.status
      : 502;
  return NextResponse.json(result, { status, headers: { "cache-control": "no-store" } });
});
