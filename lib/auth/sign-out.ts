"use server";

import { cookies } from "next/headers";
import { traced } from "@/lib/telemetry/spans";
import { endSession } from "./end-session";
import { clearSessionCookies } from "./session-cookie";
import { readSessionToken } from "./session-token";

/**
 * Signs this browser out: the session ends server-side and its cookies are cleared. A server action
 * (same-origin only, like every action), so the pages need no next-auth client script.
 */
export const signOut = traced("signOut", async (): Promise<void> => {
  const jar = await cookies();
  const token = await readSessionToken(jar);
  if (token) await endSession(token);
  clearSessionCookies(jar);
});
