import { and, eq } from "drizzle-orm";
import type { SandboxDb } from "../store/db";
import { networkConsents } from "../store/schema";
import { NetworkError } from "./errors";
import type { Line } from "./lines";
import type { OperationContext } from "./operations/operation";
import type { NetworkOperation } from "./scopes";

/** The line's consents for one client and purpose covering exactly these scopes (order and repeats aside). */
export async function consentsFor(
  db: SandboxDb,
  line: Pick<Line, "orgId" | "msisdn">,
  wanted: { clientId: string; purpose: string; scopes: readonly string[] },
) {
  const scopes = [...new Set(wanted.scopes)].sort();
  const rows = await db
    .select()
    .from(networkConsents)
    .where(
      and(
        eq(networkConsents.orgId, line.orgId),
        eq(networkConsents.msisdn, line.msisdn),
        eq(networkConsents.clientId, wanted.clientId),
        eq(networkConsents.purpose, wanted.purpose),
      ),
    );
  return { scopes, rows: rows.filter((r) => r.scopes.join(" ") === scopes.join(" ")) };
}

/**
 * The operations whose legal basis is the subscriber's consent, and the purpose that consent must be for.
 * Location beyond what the network needs to carry a call may only be processed with consent (ePrivacy
 * Directive art. 9), whatever the client says it is for. The sandbox's tokens carry no purpose (CAMARA's
 * `dpv:` scope is not issued here), so each such operation is held to the one purpose its callers use it for.
 * Every other operation rests on another basis (contract, fraud prevention as legitimate interest).
 */
const consentNeeded: Partial<Record<NetworkOperation, { scope: string; purpose: string }>> = {
  "location-retrieval/retrieve": { scope: "location-retrieval:read", purpose: "dpv:ServiceProvision" },
};

/** A consent counts while it is valid for processing and its expiration date is still ahead of `now`. */
export const isValidAt = (
  row: { statusValidForProcessing: boolean; expirationDate: Date | null },
  now: Date,
) => row.statusValidForProcessing && !(row.expirationDate && row.expirationDate.getTime() <= now.getTime());

/** 403 PERMISSION_DENIED unless the calling client holds a valid consent of the subscriber for the operation. */
export async function requireConsent(
  ctx: OperationContext,
  line: Pick<Line, "orgId" | "msisdn">,
  operation: NetworkOperation,
) {
  const needed = consentNeeded[operation];
  if (!needed) return;
  const { rows } = await consentsFor(ctx.db, line, {
    clientId: ctx.principal.clientId,
    purpose: needed.purpose,
    scopes: [needed.scope],
  });
  if (!rows.some((row) => isValidAt(row, ctx.now)))
    throw new NetworkError(
      "PERMISSION_DENIED",
      `The subscriber has not given ${ctx.principal.clientId} a valid consent for ${needed.scope} with purpose ${needed.purpose}.`,
    );
}
