import { hashSecret } from "../auth/passwords";
import { inTransaction, type SandboxDb } from "../store/db";
import {
  clients,
  type KycRecord,
  networkConsents,
  networkDeviceChanges,
  networkDevices,
  networkSubscribers,
} from "../store/schema";
import { SEED_NOW } from "./clock";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Network-API clients (client credentials, token kind (a) of docs/network-apis.md). */
const networkClients = [
  { id: "portal-network", orgId: "demo", secret: "portal-network-secret", name: "Portal network-API client" },
  { id: "acme-network", orgId: "acme", secret: "acme-network-secret", name: "Acme network-API client" },
] as const;

type Device = typeof networkDevices.$inferInsert;
type Consent = Omit<typeof networkConsents.$inferInsert, "orgId" | "msisdn" | "expirationDate"> & {
  expiresInDays?: number;
};
interface Line {
  orgId: string;
  msisdn: string;
  description?: string;
  labels?: string[];
  kyc?: KycRecord;
  identityVerified?: boolean;
  contentLock?: boolean;
  parentalControl?: boolean;
  contractType?: "PAYG" | "PAYM" | "Business";
  tenureStart?: string | { daysAgo: number };
  networkType?: string;
  location?: { latitude: number; longitude: number; radius: number; minutesAgo?: number };
  /** Devices the SIM sat in, oldest first, with how many hours before the start it moved there. */
  devices?: { imei: string; hoursAgo: number }[];
  consents?: Consent[];
}

const devices: Device[] = [
  { imei: "352099001761481", tac: "35209900", model: "Galaxy S10", manufacturer: "Samsung" },
  {
    imei: "490154203237518",
    imeisv: "4901542032375181",
    tac: "49015420",
    model: "3110",
    manufacturer: "Nokia",
    ipv4PublicAddress: "203.0.113.20",
    ipv4PublicPort: 59765,
  },
  { imei: "353918050000014", tac: "35391805", model: "iPhone 11", manufacturer: "Apple" },
  {
    imei: "356938035643809",
    tac: "35693803",
    model: "Pixel 8",
    manufacturer: "Google",
    ipv6Address: "2001:db8:85a3::8a2e:370:7334",
  },
  {
    imei: "353263110000035",
    imeisv: "3532631100000301",
    tac: "35326311",
    model: "iPhone 15",
    manufacturer: "Apple",
  },
  { imei: "867530020000042", tac: "86753002", model: "Redmi Note 12", manufacturer: "Xiaomi" },
  { imei: "359876540000016", tac: "35987654", model: "Moto G54", manufacturer: "Motorola" },
  { imei: "358240051111110", tac: "35824005" },
  { imei: "351756000000052", tac: "35175600", model: "Galaxy A15", manufacturer: "Samsung" },
  { imei: "354321090000017", tac: "35432109", model: "ThinkPhone", manufacturer: "Motorola" },
];

const fraud = "dpv:FraudPreventionAndDetection";

/** The lines of test-subjects.md and the demo customers' numbers (README). */
const lines: Line[] = [
  {
    orgId: "demo",
    msisdn: "+34600100001",
    description:
      "Alice, main test line (SUB-1001): SIM moved to a new device 2 hours before the sandbox started",
    kyc: {
      idDocument: "66666666Q",
      name: "Alice Martin",
      givenName: "Alice",
      familyName: "Martin",
      address: "Calle Mayor 1",
      streetName: "Calle Mayor",
      streetNumber: "1",
      postalCode: "28013",
      region: "Madrid",
      locality: "Madrid",
      country: "ES",
      birthdate: "1985-04-12",
      email: "alice@example.com",
      gender: "FEMALE",
    },
    identityVerified: true,
    contentLock: false,
    parentalControl: false,
    contractType: "PAYM",
    tenureStart: "2023-03-14",
    networkType: "4G",
    location: { latitude: 40.4168, longitude: -3.7038, radius: 800 },
    devices: [
      { imei: "352099001761481", hoursAgo: 24 * 300 },
      { imei: "490154203237518", hoursAgo: 2 },
    ],
    consents: [
      {
        clientId: "portal-web",
        scopes: ["device-swap:check"],
        purpose: fraud,
        statusValidForProcessing: true,
      },
      {
        clientId: "portal-web",
        scopes: ["kyc-match:match"],
        purpose: "dpv:IdentityVerification",
        statusValidForProcessing: true,
        expiresInDays: 90,
      },
      {
        clientId: "portal-web",
        scopes: ["location-retrieval:read"],
        purpose: fraud,
        statusValidForProcessing: false,
        statusReason: "EXPIRED",
        expiresInDays: -22,
      },
      {
        clientId: "portal-network",
        scopes: ["location-retrieval:read"],
        purpose: "dpv:ServiceProvision",
        statusValidForProcessing: false,
        statusReason: "EXPIRED",
        expiresInDays: -22,
      },
      {
        clientId: "portal-web",
        scopes: ["device-identifier:retrieve-identifier"],
        purpose: fraud,
        statusValidForProcessing: false,
        statusReason: "PENDING",
      },
      {
        clientId: "portal-web",
        scopes: ["number-recycling:check"],
        purpose: "dpv:Marketing",
        statusValidForProcessing: false,
        statusReason: "DENIED",
        onboarded: false,
      },
    ],
  },
  {
    orgId: "demo",
    msisdn: "+34600100002",
    description: "Bob (SUB-1002): SIM moved to a new device 400 hours before the sandbox started",
    kyc: { givenName: "Bob", familyName: "Keller", birthdate: "1990-07-21" },
    contentLock: false,
    parentalControl: false,
    contractType: "PAYG",
    tenureStart: "2024-01-10",
    networkType: "UNKNOWN",
    location: { latitude: 41.39, longitude: 2.17, radius: 1500, minutesAgo: 45 },
    devices: [
      { imei: "353918050000014", hoursAgo: 24 * 350 },
      { imei: "356938035643809", hoursAgo: 400 },
    ],
    consents: [
      {
        clientId: "portal-network",
        scopes: ["location-retrieval:read"],
        purpose: "dpv:ServiceProvision",
        statusValidForProcessing: true,
      },
      {
        clientId: "portal-web",
        scopes: ["location-retrieval:read"],
        purpose: "dpv:ServiceProvision",
        statusValidForProcessing: true,
      },
    ],
  },
  {
    orgId: "demo",
    msisdn: "+34910100003",
    description: "Carol's landline (SUB-1003)",
    labels: ["not-applicable"],
  },
  {
    orgId: "demo",
    msisdn: "+34600100004",
    description: "Carol's mobile (SUB-1004): the SIM never left its first device",
    kyc: { givenName: "Carol", familyName: "Diaz", birthdate: "1978-11-30" },
    contractType: "PAYM",
    tenureStart: "2021-06-01",
    networkType: "5G",
    devices: [{ imei: "353263110000035", hoursAgo: 24 * 300 }],
  },
  {
    orgId: "demo",
    msisdn: "+34600100005",
    description: "Last device change before the monitored period",
    contractType: "PAYG",
    tenureStart: "2020-02-01",
    networkType: "3G",
    devices: [{ imei: "867530020000042", hoursAgo: 24 * 500 }],
  },
  {
    orgId: "demo",
    msisdn: "+34600100006",
    description: "SIM never connected to the network",
    labels: ["sim-never-connected"],
    tenureStart: { daysAgo: 10 },
  },
  {
    orgId: "demo",
    msisdn: "+34600100007",
    description: "Recycled number, SIM in a second-hand device, no birthdate held, cannot be located",
    labels: ["age-not-available", "number-recycled", "unlocatable", "sim-swapped"],
    tenureStart: { daysAgo: 80 },
    consents: [
      {
        clientId: "portal-network",
        scopes: ["location-retrieval:read"],
        purpose: "dpv:ServiceProvision",
        statusValidForProcessing: true,
      },
    ],
    contractType: "PAYG",
    networkType: "2G",
    devices: [
      { imei: "359876540000016", hoursAgo: 24 * 80 },
      { imei: "358240051111110", hoursAgo: 24 * 30 },
    ],
  },
  {
    orgId: "demo",
    msisdn: "+34600100008",
    description: "Bea, a minor: ID document required for customer match; consent capture limit reached",
    labels: ["kyc-id-document-required", "consent-capture-limit-reached"],
    kyc: { idDocument: "B1234567", givenName: "Bea", familyName: "Lopez", birthdate: "2010-02-03" },
    identityVerified: true,
    contentLock: true,
    parentalControl: true,
    contractType: "PAYG",
    tenureStart: "2024-09-01",
    networkType: "4G",
    devices: [{ imei: "351756000000052", hoursAgo: 24 * 200 }],
    consents: [
      {
        clientId: "portal-web",
        scopes: ["device-swap:check"],
        purpose: fraud,
        statusValidForProcessing: false,
        statusReason: "PENDING",
      },
    ],
  },
  {
    orgId: "acme",
    msisdn: "+34600200001",
    description: "Dave (SUB-2001, org acme)",
    kyc: { givenName: "Dave", familyName: "Acme", birthdate: "1982-01-15" },
    contractType: "Business",
    tenureStart: "2022-05-01",
    networkType: "4G",
    devices: [{ imei: "354321090000017", hoursAgo: 24 * 100 }],
  },
];

/** A number that used the second-hand device before +34600100007 (sim-swapped). */
const formerUse = { orgId: "demo", msisdn: "+34600100099", imei: "358240051111110", hoursAgo: 24 * 400 };

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Replaces the network data with the seed, placed relative to `now` (the sandbox's start), so that
 * "swapped 2 hours ago" still holds after a restart. Admin changes last until the next start.
 */
export async function reseedNetwork(db: SandboxDb, now: Date = SEED_NOW) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const clientRows = await Promise.all(
    networkClients.map(async (c) => ({
      id: c.id,
      orgId: c.orgId,
      name: c.name,
      type: "network",
      secretHash: await hashSecret(c.secret),
    })),
  );
  await inTransaction(db, async (tx) => {
    await tx.insert(clients).values(clientRows).onConflictDoNothing();
    await tx.delete(networkConsents);
    await tx.delete(networkDeviceChanges);
    await tx.delete(networkSubscribers);
    await tx.delete(networkDevices);
    await tx.insert(networkDevices).values(devices);
    await tx.insert(networkSubscribers).values(
      lines.map((line) => ({
        orgId: line.orgId,
        msisdn: line.msisdn,
        description: line.description,
        labels: line.labels ?? [],
        kyc: line.kyc,
        identityVerified: line.identityVerified ?? false,
        contentLock: line.contentLock,
        parentalControl: line.parentalControl,
        contractType: line.contractType,
        tenureStart:
          typeof line.tenureStart === "object"
            ? utcDay(ago(line.tenureStart.daysAgo * DAY))
            : line.tenureStart,
        networkType: line.networkType ?? "UNKNOWN",
        networkStatusAt: line.networkType ? ago(3 * 60_000) : undefined,
        latitude: line.location?.latitude,
        longitude: line.location?.longitude,
        locationRadius: line.location?.radius,
        locatedAt:
          line.location?.minutesAgo === undefined ? undefined : ago(line.location.minutesAgo * 60_000),
      })),
    );
    const changes = lines.flatMap((line) =>
      (line.devices ?? []).map((d) => ({
        orgId: line.orgId,
        msisdn: line.msisdn,
        imei: d.imei,
        at: ago(d.hoursAgo * HOUR),
      })),
    );
    changes.push({ ...formerUse, at: ago(formerUse.hoursAgo * HOUR) });
    await tx.insert(networkDeviceChanges).values(changes);
    const consents = lines.flatMap((line) =>
      (line.consents ?? []).map(({ expiresInDays, ...consent }) => ({
        ...consent,
        orgId: line.orgId,
        msisdn: line.msisdn,
        scopes: [...consent.scopes].sort(),
        expirationDate: expiresInDays === undefined ? undefined : ago(-expiresInDays * DAY),
      })),
    );
    await tx.insert(networkConsents).values(consents);
  });
}
