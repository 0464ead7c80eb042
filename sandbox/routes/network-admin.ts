import { type Context, Hono } from "hono";
import { z } from "zod";
import { sandboxDate } from "../http/clock";
import type { AppEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { recycleNumber, setConsent, setNetworkType, swapSimNow } from "../network/admin-actions";
import { findLine } from "../network/lines";
import { reseedNetwork } from "../seed/network";
import type { SandboxDb } from "../store/db";

const imei = z.string().regex(/^[0-9]{15}$/, "must be 15 digits");
const swapBody = z.strictObject({
  imei: imei.optional(),
  model: z.string().min(1).max(64).optional(),
  manufacturer: z.string().min(1).max(64).optional(),
});
const networkTypeBody = z.strictObject({ networkType: z.enum(["2G", "3G", "4G", "5G", "UNKNOWN"]) });
const consentBody = z.strictObject({
  clientId: z.string().min(1).max(128),
  scopes: z.array(z.string().min(1).max(128)).min(1),
  purpose: z.string().regex(/^dpv:[a-zA-Z0-9]+$/),
  granted: z.boolean(),
  /** When a granted consent stops being valid (absent: never). */
  expirationDate: z.iso.datetime({ offset: true }).optional(),
});

/** An empty body counts as `{}`. */
async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  let json: unknown;
  try {
    json = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalidBody", "The body is not valid JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(400, "invalidBody", z.prettifyError(parsed.error));
  return parsed.data;
}

/** Admin actions on the network state (docs/network-apis.md, "Admin"); mounted behind x-admin-key. */
export function networkAdminRoutes(db: SandboxDb) {
  const admin = new Hono<AppEnv>();
  const lineOf = async (c: Context) => {
    const raw = decodeURIComponent(c.req.param("msisdn") ?? "");
    const msisdn = raw.startsWith("+") ? raw : `+${raw.trim()}`;
    const line = await findLine(db, c.req.param("org") ?? "", msisdn);
    if (!line) throw new ApiError(404, "notFound", `No network line ${msisdn} in org ${c.req.param("org")}.`);
    return line;
  };
  const changed = async (c: Context) => c.json({ org: c.req.param("org"), line: await lineOf(c) });

  /** Back to the seed, placed relative to the sandbox's start as at startup (test isolation). */
  admin.post("/reset", async (c) => {
    await reseedNetwork(db);
    return c.body(null, 204);
  });
  admin.post("/:org/:msisdn/sim-swap", async (c) => {
    const line = await lineOf(c);
    const newImei = await swapSimNow(db, line, await parse(c, swapBody), sandboxDate());
    return c.json({ org: line.orgId, msisdn: line.msisdn, imei: newImei });
  });
  admin.put("/:org/:msisdn/network-type", async (c) => {
    const line = await lineOf(c);
    await setNetworkType(db, line, (await parse(c, networkTypeBody)).networkType, sandboxDate());
    return changed(c);
  });
  admin.put("/:org/:msisdn/consent", async (c) => {
    const line = await lineOf(c);
    await setConsent(db, line, await parse(c, consentBody));
    return changed(c);
  });
  admin.post("/:org/:msisdn/recycle", async (c) => {
    await recycleNumber(db, await lineOf(c), sandboxDate());
    return changed(c);
  });
  return admin;
}
