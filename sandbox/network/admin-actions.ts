import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { inTransaction, type SandboxDb } from "../store/db";
import { networkConsents, networkDeviceChanges, networkDevices, networkSubscribers } from "../store/schema";
import { consentsFor } from "./consents";
import type { Line } from "./lines";
import { utcDay } from "./lines";

const lineWhere = (line: Pick<Line, "orgId" | "msisdn">) =>
  and(eq(networkSubscribers.orgId, line.orgId), eq(networkSubscribers.msisdn, line.msisdn));

/** A fresh 15-digit IMEI with a valid Luhn check digit. */
function newImei(): string {
  const body = `35${String(randomInt(0, 1e12)).padStart(12, "0")}`;
  const sum = [...body].reverse().reduce((acc, char, i) => {
    const d = Number(char) * (i % 2 === 0 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The SIM moves to another device now (a device swap a fraud check must catch). */
export async function swapSimNow(
  db: SandboxDb,
  line: Line,
  device: { imei?: string; model?: string; manufacturer?: string },
  now: Date,
) {
  const imei = device.imei ?? newImei();
  await inTransaction(db, async (tx) => {
    await tx
      .insert(networkDevices)
      .values({ imei, tac: imei.slice(0, 8), model: device.model, manufacturer: device.manufacturer })
      .onConflictDoNothing();
    await tx.insert(networkDeviceChanges).values({ orgId: line.orgId, msisdn: line.msisdn, imei, at: now });
  });
  return imei;
}

export async function setNetworkType(db: SandboxDb, line: Line, networkType: string, now: Date) {
  await db.update(networkSubscribers).set({ networkType, networkStatusAt: now }).where(lineWhere(line));
}

/** Grants (valid, until `expirationDate` if given) or revokes (DENIED) the consent for exactly these scopes and purpose. */
export async function setConsent(
  db: SandboxDb,
  line: Line,
  consent: { clientId: string; scopes: string[]; purpose: string; granted: boolean; expirationDate?: string },
) {
  await inTransaction(db, async (tx) => {
    const { scopes, rows } = await consentsFor(tx, line, consent);
    for (const row of rows) await tx.delete(networkConsents).where(eq(networkConsents.id, row.id));
    await tx.insert(networkConsents).values({
      orgId: line.orgId,
      msisdn: line.msisdn,
      clientId: consent.clientId,
      scopes,
      purpose: consent.purpose,
      statusValidForProcessing: consent.granted,
      statusReason: consent.granted ? null : "DENIED",
      expirationDate:
        consent.granted && consent.expirationDate ? new Date(consent.expirationDate) : undefined,
    });
  });
}

/** The number passes to a new subscriber today: new tenure, no KYC data or consents of the former holder. */
export async function recycleNumber(db: SandboxDb, line: Line, now: Date) {
  await inTransaction(db, async (tx) => {
    const labels = [...new Set([...line.labels, "number-recycled"])];
    await tx
      .update(networkSubscribers)
      .set({ labels, tenureStart: utcDay(now), kyc: null, identityVerified: false })
      .where(lineWhere(line));
    await tx
      .delete(networkConsents)
      .where(and(eq(networkConsents.orgId, line.orgId), eq(networkConsents.msisdn, line.msisdn)));
  });
}
