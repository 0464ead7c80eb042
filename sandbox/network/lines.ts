import { and, desc, eq } from "drizzle-orm";
import type { SandboxDb } from "../store/db";
import { networkDeviceChanges, networkDevices, networkSubscribers } from "../store/schema";

export type Line = typeof networkSubscribers.$inferSelect;

/** Device-swap monitoring window: an older change is answered as `latestDeviceChange: null`. */
export const MONITORED_PERIOD_DAYS = 365;

export async function findLine(db: SandboxDb, orgId: string, msisdn: string): Promise<Line | undefined> {
  const [line] = await db
    .select()
    .from(networkSubscribers)
    .where(and(eq(networkSubscribers.orgId, orgId), eq(networkSubscribers.msisdn, msisdn)));
  return line;
}

/** The line's device changes, newest first. */
export function deviceChangesOf(db: SandboxDb, line: Pick<Line, "orgId" | "msisdn">) {
  return db
    .select()
    .from(networkDeviceChanges)
    .where(and(eq(networkDeviceChanges.orgId, line.orgId), eq(networkDeviceChanges.msisdn, line.msisdn)))
    .orderBy(desc(networkDeviceChanges.at), desc(networkDeviceChanges.id));
}

/** The device the line's SIM is in now, if it ever attached. */
export async function currentDevice(db: SandboxDb, line: Pick<Line, "orgId" | "msisdn">) {
  const [latest] = await deviceChangesOf(db, line).limit(1);
  if (!latest) return undefined;
  const [device] = await db.select().from(networkDevices).where(eq(networkDevices.imei, latest.imei));
  return device;
}

/** Which number of the org uses this device now (the last SIM that moved into it, if it is still there). */
export async function currentNumberOfDevice(db: SandboxDb, orgId: string, imei: string) {
  const [last] = await db
    .select()
    .from(networkDeviceChanges)
    .where(and(eq(networkDeviceChanges.orgId, orgId), eq(networkDeviceChanges.imei, imei)))
    .orderBy(desc(networkDeviceChanges.at), desc(networkDeviceChanges.id))
    .limit(1);
  if (!last) return undefined;
  const device = await currentDevice(db, last);
  return device?.imei === imei ? last.msisdn : undefined;
}

/** `latestDeviceChange` of device swap: null outside the monitored period; undefined when the SIM never attached. */
export async function latestDeviceChange(
  db: SandboxDb,
  line: Line,
  now: Date,
): Promise<Date | null | undefined> {
  if (line.labels.includes("sim-never-connected")) return undefined;
  const [latest] = await deviceChangesOf(db, line).limit(1);
  if (!latest) return undefined;
  return now.getTime() - latest.at.getTime() > MONITORED_PERIOD_DAYS * 86_400_000 ? null : latest.at;
}

/** 422 SERVICE_NOT_APPLICABLE for this API: `not-applicable` or `<api>:not-applicable`. */
export const isNotApplicable = (line: Line, api: string) =>
  line.labels.includes("not-applicable") || line.labels.includes(`${api}:not-applicable`);

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
