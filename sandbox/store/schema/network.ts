import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { sandbox, ts } from "./base";
import { orgRef } from "./org-ref";

/** The customer data the operator holds for a line (customer match, age verification). */
export type KycRecord = Partial<
  Record<
    | "idDocument"
    | "name"
    | "givenName"
    | "familyName"
    | "nameKanaHankaku"
    | "nameKanaZenkaku"
    | "middleNames"
    | "familyNameAtBirth"
    | "address"
    | "streetName"
    | "streetNumber"
    | "postalCode"
    | "region"
    | "locality"
    | "country"
    | "houseNumberExtension"
    | "birthdate"
    | "email"
    | "gender",
    string
  >
>;

/** A line the network-exposure APIs answer for. Numbers are per org: the same number in two orgs is two lines. */
export const networkSubscribers = sandbox.table(
  "network_subscribers",
  {
    orgId: orgRef(),
    msisdn: text().notNull(),
    description: text(),
    /** Behaviour labels of test-subjects.md (not-applicable, sim-never-connected, unlocatable, ...). */
    labels: jsonb().$type<string[]>().notNull(),
    kyc: jsonb().$type<KycRecord>(),
    /** The operator checked the holder's identity against an ID document. */
    identityVerified: boolean().notNull().default(false),
    contentLock: boolean(),
    parentalControl: boolean(),
    contractType: text(),
    /** Since when the current holder has had the number (UTC day). */
    tenureStart: date({ mode: "string" }),
    /** 2G | 3G | 4G | 5G | UNKNOWN */
    networkType: text().notNull().default("UNKNOWN"),
    networkStatusAt: ts(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Metres; null = the network cannot locate the device. */
    locationRadius: integer(),
    /** Null = located live at request time. */
    locatedAt: ts(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.msisdn] })],
);

export const networkDevices = sandbox.table("network_devices", {
  imei: text().primaryKey(),
  imeisv: text(),
  tac: text().notNull(),
  model: text(),
  manufacturer: text(),
  ipv4PublicAddress: text(),
  ipv4PublicPort: integer(),
  ipv6Address: text(),
});

/** Which SIM (number) sat in which device from when: the device-swap history. */
export const networkDeviceChanges = sandbox.table(
  "network_device_changes",
  {
    id: serial().primaryKey(),
    orgId: text().notNull(),
    msisdn: text().notNull(),
    imei: text()
      .notNull()
      .references(() => networkDevices.imei),
    at: ts().notNull(),
  },
  (t) => [
    index("network_device_changes_line").on(t.orgId, t.msisdn, t.at),
    index("network_device_changes_imei").on(t.imei),
  ],
);

export const networkConsents = sandbox.table(
  "network_consents",
  {
    id: serial().primaryKey(),
    orgId: text().notNull(),
    msisdn: text().notNull(),
    clientId: text().notNull(),
    /** Sorted, so a set compares as an array. */
    scopes: jsonb().$type<string[]>().notNull(),
    purpose: text().notNull(),
    statusValidForProcessing: boolean().notNull(),
    statusReason: text(),
    expirationDate: ts(),
    onboarded: boolean().notNull().default(true),
  },
  (t) => [index("network_consents_line").on(t.orgId, t.msisdn)],
);
