import "server-only";
import type { PortalSession } from "@/lib/auth/session";
import { listRecent, rememberRecent } from "@/lib/store/recent";
import type { Line } from "./line";

export interface RecentLine {
  subscriptionId: string;
  /** E.164, as the operator gives it; formatted where it is shown. */
  msisdn: string;
  openedAt: string;
}

/** Support checked this line: it goes to the top of their recent lines. A failure to remember is only logged. */
export async function rememberLine(session: PortalSession, line: Line) {
  await rememberRecent({
    userId: session.user.id,
    org: session.user.org,
    kind: "line",
    key: line.subscriptionId,
    label: line.msisdn,
  }).catch((error: unknown) => console.error("[support] could not remember the recent line", error));
}

export async function recentLines(session: PortalSession): Promise<RecentLine[]> {
  const rows = await listRecent(session.user.id, session.user.org, "line");
  return rows.map((row) => ({
    subscriptionId: row.key,
    msisdn: row.label,
    openedAt: new Date(row.openedAt).toISOString(),
  }));
}
