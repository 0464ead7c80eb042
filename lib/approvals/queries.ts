import "server-only";
import { portalDb } from "@/lib/store/db";
import { approvalClock } from "./clock";
import { expireDue, listRequests, type RequestFilter } from "./requests";

/** Reads requests after expiring the ones whose time is up, so nobody sees a stale "pending". */
export async function readRequests(filter: RequestFilter) {
  const db = await portalDb();
  await expireDue(db, filter.org, approvalClock.now());
  return listRequests(db, filter);
}
