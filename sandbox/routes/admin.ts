import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { SandboxDeps } from "../app";
import { advanceClock, clockOffsetMs, freezeClockAt, resetClock } from "../http/clock";
import type { AppEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { faultRule } from "../http/faults";
import { sameSecret } from "../http/same-secret";
import { refreshTokens, users } from "../store/schema";
import { readSettings, sandboxSettings, writeSettings } from "../store/settings";
import { networkAdminRoutes } from "./network-admin";

/** Test-only controls, all behind the `x-admin-key` header. */
export function adminRoutes({ config, faults, db }: SandboxDeps) {
  const admin = new Hono<AppEnv>();
  admin.use(async (c, next) => {
    if (!sameSecret(c.req.header("x-admin-key"), config.adminKey))
      throw new ApiError(401, "unauthorized", "The x-admin-key header is missing or wrong.");
    await next();
  });

  admin.route("/network", networkAdminRoutes(db));
  // Moves the sandbox clock forward (token expiry, the refresh-reuse grace, consent expiry, swap ages) so
  // tests never sleep; `{at}` stops it at one instant, so that a boundary can be hit exactly.
  admin.post("/clock", async (c) => {
    const parsed = z
      .union([
        z.strictObject({
          advanceSeconds: z
            .number()
            .positive()
            .max(366 * 24 * 60 * 60),
        }),
        z.strictObject({ at: z.iso.datetime({ offset: true }) }),
      ])
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, "invalidClock", z.prettifyError(parsed.error));
    if ("at" in parsed.data) {
      const at = Date.parse(parsed.data.at);
      return c.json({ offsetSeconds: freezeClockAt(at) / 1000, frozenAt: new Date(at).toISOString() });
    }
    return c.json({ offsetSeconds: advanceClock(parsed.data.advanceSeconds * 1000) / 1000 });
  });
  admin.delete("/clock", (c) => {
    resetClock();
    return c.json({ offsetSeconds: clockOffsetMs() / 1000 });
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

  /**
   * Refresh-token families of a user (one per login), oldest first: how many refresh tokens each
   * issued, how many were used (each use is one rotation) and how many were revoked. For browser tests.
   */
  admin.get("/token-families", async (c) => {
    const username = c.req.query("username");
    if (!username) throw new ApiError(400, "invalidQuery", "username is required.");
    const rows = await db
      .select({
        familyId: refreshTokens.familyId,
        issuedAt: refreshTokens.issuedAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        org: users.orgId,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(users.username, username))
      .orderBy(asc(refreshTokens.issuedAt));
    const families = new Map<
      string,
      { familyId: string; org: string; createdAt: string; tokens: number; used: number; revoked: number }
    >();
    for (const row of rows) {
      const family = families.get(row.familyId) ?? {
        familyId: row.familyId,
        org: row.org,
        createdAt: row.issuedAt.toISOString(),
        tokens: 0,
        used: 0,
        revoked: 0,
      };
      family.tokens += 1;
      if (row.usedAt) family.used += 1;
      if (row.revokedAt) family.revoked += 1;
      families.set(row.familyId, family);
    }
    return c.json({ username, families: [...families.values()] });
  });
  return admin;
}
