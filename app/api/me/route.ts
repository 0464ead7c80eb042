// GET /api/me – the signed-in user's non-secret profile (also the target of the token-refresh browser test)
import { NextResponse } from "next/server";
import { authFailureResponse } from "@/lib/auth/route";
import { authorize } from "@/lib/auth/session";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";

export const dynamic = "force-dynamic";

export const GET = answersStoreUnavailable(async function GET() {
  const auth = await authorize();
  if (!auth.ok) return authFailureResponse(auth);
  const { id, name, username, org, roles } = auth.session.user;
  return NextResponse.json({ id, name, username, org, roles }, { headers: { "cache-control": "no-store" } });
});
