import { Hono } from "hono";
import type { SandboxDeps } from "../app";
import type { AppEnv } from "../http/env";

// Placeholder: filled in by the appointments work.
export function appointmentRoutes(_deps: SandboxDeps) {
  return new Hono<AppEnv>();
}
