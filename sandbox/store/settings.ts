import { z } from "zod";
import type { SandboxDb } from "./db";
import { settings } from "./schema";

const seconds = (min: number, max: number) => z.number().int().min(min).max(max);
const DAY = 86_400;

export const sandboxSettings = z.object({
  /** Access token lifetime in seconds (expires_in). */
  accessTokenTtlSeconds: seconds(1, DAY),
  refreshTokenTtlSeconds: seconds(60, 30 * DAY),
  /** A refresh token presented again within this many seconds gets the same new pair instead of revoking. */
  refreshReuseGraceSeconds: seconds(0, 300),
  /** How long a public document link stays valid. */
  publicLinkTtlSeconds: seconds(1, 7 * DAY),
});
export type SandboxSettings = z.infer<typeof sandboxSettings>;

const defaultSettings: SandboxSettings = {
  accessTokenTtlSeconds: 300,
  refreshTokenTtlSeconds: 8 * 3600,
  refreshReuseGraceSeconds: 30,
  publicLinkTtlSeconds: 900,
};

export async function readSettings(db: SandboxDb): Promise<SandboxSettings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return sandboxSettings.parse({ ...defaultSettings, ...stored });
}

export async function writeSettings(
  db: SandboxDb,
  patch: Partial<SandboxSettings>,
): Promise<SandboxSettings> {
  for (const [key, value] of Object.entries(patch)) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
  return readSettings(db);
}
