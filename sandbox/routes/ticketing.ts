import { Hono } from "hono";
import type { SandboxDeps } from "../app";
import type { AppEnv } from "../http/env";

// Placeholder: filled in by the ticketing work.
export function ticketingRoutes(_deps: SandboxDeps) {
  return new Hono<AppEnv>();
}
