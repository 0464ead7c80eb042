import "server-only";
import { createHash } from "node:crypto";
import { authorize } from "@/lib/auth/session";
import { callerOf } from "@/lib/operator/caller";
import { parseSearchParams } from "@/lib/url/search-params";
import { readRequests } from "./queries";
import { type QueueQuery, queueQuery, statesOfView } from "./queue-query";
import type { ApprovalRequest, RequestFilter } from "./requests";

/** Which list a page shows: the supervisor's open queue, or the requester's own requests. */
export type RequestsView = "queue" | "mine";

/** Changes whenever a request of the list appears, leaves it or changes state. */
export function versionOf(requests: readonly Pick<ApprovalRequest, "id" | "state">[]): string {
  const list = requests.map((r) => `${r.id}:${r.state}`).join(",");
  return createHash("sha256").update(list).digest("base64url").slice(0, 16);
}

/** The queue as its page reads it, with the page's filters. */
export const queueFilter = (org: string, query: QueueQuery): RequestFilter => ({
  org,
  states: statesOfView(query.state),
  action: query.action,
  customerRef: query.customer,
  order: "oldest",
});

/** A requester's own requests, newest first. */
export const mineFilter = (org: string, requesterId: string): RequestFilter => ({
  org,
  requesterId,
  order: "newest",
});

/**
 * The version of a list as the viewer would read it now (reading expires and settles, as the page
 * does), or the refusal: the queue is a supervisor's, "mine" an agent's.
 */
export async function currentVersion(view: RequestsView, params: URLSearchParams) {
  const outcome = await authorize(view === "queue" ? "supervisor" : "agent");
  if (!outcome.ok) return outcome;
  const { user } = outcome.session;
  const filter =
    view === "queue"
      ? queueFilter(user.org, parseSearchParams(queueQuery, params))
      : mineFilter(user.org, user.id);
  return { ok: true as const, version: versionOf(await readRequests(filter, callerOf(outcome.session))) };
}
