import { callerOf, type OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { type PortalSession, type PortalUser, requireSession } from "@/lib/auth/session";
import type { Problem } from "../errors/problem";

export interface CustomerContext {
  user: PortalUser;
  auth: OperatorCaller;
}

export function billingAuth(session: PortalSession): OperatorCaller {
  return callerOf(session);
}

/** Every customer page starts here: signed in (else /login), customer role (else /forbidden). */
export async function requireCustomer(): Promise<CustomerContext> {
  const session = await requireSession("customer");
  return { user: session.user, auth: billingAuth(session) };
}

export const ownsSubscription = (user: PortalUser, id: string) => user.subscriptions.includes(id);
export const ownsAccount = (user: PortalUser, id: string) => user.accounts.includes(id);

/**
 * The subscription a page shows: the one asked for in the URL if it is the user's, else their first.
 * Someone else's id is answered exactly like an unknown one (404), before any upstream call.
 */
export const pickSubscription = (user: PortalUser, requested: string | undefined) =>
  pickOwn(user.subscriptions, requested);

export const pickAccount = (user: PortalUser, requested: string | undefined) =>
  pickOwn(user.accounts, requested);

function pickOwn(owned: readonly string[], requested: string | undefined): string {
  const picked = requested || owned[0];
  if (!picked || !owned.includes(picked)) notFound();
  return picked;
}

/**
 * Upstream answers that are not a message on the page: 403 -> the forbidden page; 404 of the page's
 * subject -> not found. A 401 (token refused upstream) is returned: <UpstreamError> clears the session
 * in the browser and sends the person to sign in and back; a server redirect to /login would bounce,
 * because the portal session itself still looks valid there.
 */
export async function followProblem(problem: Problem, { isPageSubject = false } = {}): Promise<Problem> {
  if (problem.status === 403) redirect("/forbidden");
  // Only when the missing thing is what the page is about (an invoice id in the URL); a missing
  // section elsewhere is shown as a message in that section.
  if (problem.status === 404 && isPageSubject) notFound();
  return problem;
}
