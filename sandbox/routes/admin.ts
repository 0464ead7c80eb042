import { Hono } from "hono";
import { z } from "zod";
import type { SandboxDeps } from "../app";
import type { AppEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { faultRule } from "../http/faults";
import { readSettings, sandboxSettings, writeSettings } from "../store/settings";

/** Test-only controls, all behind the `x-admin-key` header. */
export function adminRoutes({ config, faults, db }: SandboxDeps) {
  const admin = new Hono<AppEnv>();
  admin.use(async (c, next) => {
    if (c.req.header("x-admin-key") !== config.adminKey)
      throw new ApiError(401, "unauthorized", "The x-admin-key header is missing or wrong.");
    await next();
  });

  admin.get("/faults", (c) => c.json({ rules: faults.list() }));
  admin.put("/faults", async (c) => {
    const parsed = z.object({ rules: z.array(faultRule) }).safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, "invalidFaults", z.prettifyError(parsed.error));
    faults.set(parsed.data.rules);
    return c.json({ rules: faults.list() });
  });
  admin.delete("/faults", (c) => {
    faults.set([]);
    return c.body(null, 204);
  });

  admin.get("/settings", async (c) => c.json(await readSettings(db)));
  admin.patch("/settings", async (c) => {
    const parsed = sandboxSettings.partial().safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, "invalidSettings", z.prettifyError(parsed.error));
    return c.json(await writeSettings(db, parsed.data));
  });
  return admin;
}
