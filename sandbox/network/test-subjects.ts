import { asc, eq } from "drizzle-orm";
import type { SandboxDb } from "../store/db";
import { networkConsents, networkSubscribers } from "../store/schema";
import { isValidAt } from "./consents";
import { currentDevice, deviceChangesOf, isNotApplicable, type Line, latestDeviceChange } from "./lines";

/** The org whose lines are published (test-subjects.md: "the org the sandbox seeds"). */
const TEST_SUBJECTS_ORG = "demo";

/** A well-formed number the sandbox does not manage: 404 IDENTIFIER_NOT_FOUND everywhere. */
const unknownSubject = {
  phoneNumber: "+34600100009",
  labels: ["unknown"],
  description: "A number this operator does not manage",
};

async function deviceSwapPart(db: SandboxDb, line: Line, now: Date) {
  if (isNotApplicable(line, "device-swap")) return {};
  const latest = await latestDeviceChange(db, line, now);
  if (latest === undefined) return {};
  const changes = await deviceChangesOf(db, line);
  const label =
    latest === null
      ? "device-swap-unmonitored"
      : changes.length > 1
        ? "device-swapped"
        : "device-never-swapped";
  return { label, latestDeviceChange: latest === null ? null : latest.toISOString() };
}

async function devicePart(db: SandboxDb, line: Line) {
  if (isNotApplicable(line, "device-identifier")) return undefined;
  const device = await currentDevice(db, line);
  if (!device) return undefined;
  return {
    imei: device.imei,
    imeisv: device.imeisv ?? undefined,
    tac: device.tac,
    model: device.model ?? undefined,
    manufacturer: device.manufacturer ?? undefined,
    ipv4Address: device.ipv4PublicAddress
      ? { publicAddress: device.ipv4PublicAddress, publicPort: device.ipv4PublicPort ?? undefined }
      : undefined,
    ipv6Address: device.ipv6Address ?? undefined,
  };
}

async function consentsPart(db: SandboxDb, line: Line, now: Date) {
  if (isNotApplicable(line, "consent-info")) return undefined;
  const rows = await db
    .select()
    .from(networkConsents)
    .where(eq(networkConsents.msisdn, line.msisdn))
    .orderBy(asc(networkConsents.id));
  const entries = rows
    .filter((row) => row.orgId === line.orgId)
    .map((row) => {
      const valid = isValidAt(row, now);
      const expired = row.statusValidForProcessing && !valid;
      return {
        clientId: row.clientId,
        scopes: row.scopes,
        purpose: row.purpose,
        statusValidForProcessing: valid,
        statusReason: valid ? undefined : expired ? "EXPIRED" : (row.statusReason ?? "PENDING"),
        expirationDate: row.expirationDate?.toISOString(),
        onboarded: row.onboarded ? undefined : false,
      };
    });
  return entries.length ? entries : undefined;
}

function locationPart(line: Line) {
  if (isNotApplicable(line, "location-retrieval") || line.labels.includes("unlocatable")) return undefined;
  if (line.latitude === null || line.longitude === null || !line.locationRadius) return undefined;
  return {
    latitude: line.latitude,
    longitude: line.longitude,
    radius: line.locationRadius,
    lastLocationTime: line.locatedAt?.toISOString(),
  };
}

function kycPart(line: Line) {
  if (!line.kyc || isNotApplicable(line, "kyc-match")) return undefined;
  if (!line.labels.includes("age-not-available")) return line.kyc;
  const { birthdate: _hidden, ...rest } = line.kyc;
  return rest;
}

/** `GET {gateway_url}/v0/sandbox/test-subjects` (shared/network-apis/test-subjects.md), computed at `now`. */
export async function publishTestSubjects(db: SandboxDb, now: Date) {
  const lines = await db
    .select()
    .from(networkSubscribers)
    .where(eq(networkSubscribers.orgId, TEST_SUBJECTS_ORG))
    .orderBy(asc(networkSubscribers.msisdn));
  const subjects = [];
  for (const line of lines) {
    if (line.labels.includes("not-applicable")) {
      subjects.push({
        phoneNumber: line.msisdn,
        labels: line.labels,
        description: line.description ?? undefined,
      });
      continue;
    }
    const swap = await deviceSwapPart(db, line, now);
    subjects.push({
      phoneNumber: line.msisdn,
      labels: swap.label ? [swap.label, ...line.labels] : line.labels,
      description: line.description ?? undefined,
      latestDeviceChange: swap.latestDeviceChange,
      tenureStart: line.tenureStart ?? undefined,
      contractType: line.contractType ?? undefined,
      kyc: kycPart(line),
      consents: await consentsPart(db, line, now),
      device: await devicePart(db, line),
      networkType: isNotApplicable(line, "connected-network-type") ? undefined : line.networkType,
      location: locationPart(line),
    });
  }
  subjects.push(unknownSubject);
  return subjects;
}
