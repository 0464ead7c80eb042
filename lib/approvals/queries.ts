import "server-only";
import type { OperatorCaller } from "@/lib/operator/caller";
import { portalDb } from "@/lib/store/db";
import { approvalClock } from "./clock";
import { expireDue, listRequests, type RequestFilter } from "./requests";
import { settleInterrupted } from "./settle";

/**
 * Reads requests after expiring the ones whose time is up, so nobody sees a stale "pending", and,
 * with the reader's operator session, after settling the sends a stopped portal left "sending".
 */
export async function readRequests(filter: RequestFilter, caller?: OperatorCaller) {
  const db = await portalDb();
  const now = approvalClock.now();
  await expireDue(db, filter.org, now);
  if (caller) await settleInterrupted(db, filter.org, caller, now);
  return listRequests(db, filter);
}
