// GET /api/metrics – this instance's counters in Prometheus text format (no user data)
import { readCounters } from "@/lib/metrics";

export const dynamic = "force-dynamic";

export function GET() {
  const { degradedSections } = readCounters();
  const body = [
    "# HELP portal_sections_degraded_total Page sections rendered in their error state (the page answered 200).",
    "# TYPE portal_sections_degraded_total counter",
    `portal_sections_degraded_total ${degradedSections}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; version=0.0.4", "cache-control": "no-store" },
  });
}
