import { Hono } from "hono";
import type { SandboxDeps } from "../app";
import type { AppEnv } from "../http/env";

// Placeholder: filled in by the operations work.
export function operationRoutes(_deps: SandboxDeps) {
  return new Hono<AppEnv>();
}
