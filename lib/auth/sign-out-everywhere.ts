"use server";

import { log } from "@/lib/log";
import { traced } from "@/lib/telemetry/spans";
import { authorize } from "./session";
import { sessionRegistry } from "./session-registry";

export type SignOutEverywhereResult = { ok: true; ended: number } | { ok: false; status: 401 };

/**
 * Ends every open session of the signed-in person in this org, on every device and portal instance:
 * their next request finds the record revoked. The browser then signs this one out too (which also
 * revokes its refresh token upstream); the other devices' refresh tokens are never used again.
 */
export const signOutEverywhere = traced("signOutEverywhere", async (): Promise<SignOutEverywhereResult> => {
  const outcome = await authorize();
  if (!outcome.ok) return { ok: false, status: 401 };
  const { org, id } = outcome.session.user;
  const ended = await sessionRegistry.revokeAllOf(org, id);
  log.info("session.signed_out_everywhere", { org, user_id: id, sessions: ended });
  return { ok: true, ended };
});
