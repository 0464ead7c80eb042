// GET /api/ready – readiness for load balancers: 200 when the store and the token service answer, else 503
import { NextResponse } from "next/server";
import { checkReadiness } from "@/lib/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, checks } = await checkReadiness();
  return NextResponse.json(
    { status: ready ? "ready" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
