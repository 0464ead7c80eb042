import { and, eq, type SQL } from "drizzle-orm";
import type { Principal } from "../http/env";
import type { SandboxDb } from "../store/db";
import { networkDevices } from "../store/schema";
import { NetworkError } from "./errors";
import { currentNumberOfDevice, findLine, isNotApplicable, type Line } from "./lines";
import type { DeviceInput } from "./validation";

export interface Identified {
  line: Line;
  /** The one identifier used, echoed as `device` when the request named the device several ways (CAMARA). */
  usedIdentifier?: { phoneNumber: string };
}

async function numberOfIpDevice(db: SandboxDb, orgId: string, where: SQL | undefined) {
  const found = await db.select({ imei: networkDevices.imei }).from(networkDevices).where(where);
  for (const { imei } of found) {
    const msisdn = await currentNumberOfDevice(db, orgId, imei);
    if (msisdn) return msisdn;
  }
  return undefined;
}

/**
 * The subscriber a request is about (docs/network-apis.md, "Which subscriber"): the token's number, or
 * the body's identifiers, which must all lead to one line of the org the API applies to.
 */
export async function identify(
  db: SandboxDb,
  principal: Principal,
  api: string,
  input: { phoneNumber?: string; device?: DeviceInput },
): Promise<Identified> {
  const hasBodyIdentifier = input.phoneNumber !== undefined || input.device !== undefined;
  if (principal.phoneNumber && hasBodyIdentifier)
    throw new NetworkError(
      "UNNECESSARY_IDENTIFIER",
      "The access token is bound to a phone number: do not send phoneNumber or device.",
    );
  if (input.device?.networkAccessIdentifier !== undefined)
    throw new NetworkError("UNSUPPORTED_IDENTIFIER", "networkAccessIdentifier is not supported.");

  const candidates: (string | undefined)[] = [];
  if (principal.phoneNumber) candidates.push(principal.phoneNumber);
  if (input.phoneNumber) candidates.push(input.phoneNumber);
  const { device } = input;
  if (device?.phoneNumber) candidates.push(device.phoneNumber);
  if (device?.ipv4Address) {
    const { publicAddress, publicPort } = device.ipv4Address;
    const where = and(
      eq(networkDevices.ipv4PublicAddress, publicAddress),
      publicPort === undefined ? undefined : eq(networkDevices.ipv4PublicPort, publicPort),
    );
    candidates.push(await numberOfIpDevice(db, principal.org, where));
  }
  if (device?.ipv6Address)
    candidates.push(
      await numberOfIpDevice(db, principal.org, eq(networkDevices.ipv6Address, device.ipv6Address)),
    );
  if (candidates.length === 0)
    throw new NetworkError(
      "MISSING_IDENTIFIER",
      "The access token names no subscriber: send the phone number.",
    );

  const distinct = new Set(candidates);
  if (candidates.length > 1 && (distinct.size > 1 || distinct.has(undefined)))
    throw new NetworkError("IDENTIFIER_MISMATCH", "The identifiers given do not belong to the same device.");
  const [msisdn] = candidates;
  const line = msisdn ? await findLine(db, principal.org, msisdn) : undefined;
  if (!line)
    throw new NetworkError("IDENTIFIER_NOT_FOUND", "No subscriber of this organization has that identifier.");
  if (isNotApplicable(line, api))
    throw new NetworkError("SERVICE_NOT_APPLICABLE", "The service does not apply to this line.");
  return { line, usedIdentifier: candidates.length > 1 ? { phoneNumber: line.msisdn } : undefined };
}
