import { z } from "zod";

/** Network-exposure API responses (contract 001 §4.2; designed parts in docs/network-apis.md). */

export const NetworkScope = z.enum([
  "device-swap:check",
  "device-swap:retrieve-date",
  "kyc-match:match",
  "kyc-age-verification:verify",
  "kyc-tenure:check-tenure",
  "consent-info:retrieve",
  "location-retrieval:read",
  "device-identifier:retrieve-identifier",
  "device-identifier:retrieve-type",
  "connected-network-type:read",
  "number-recycling:check",
]);
export type NetworkScope = z.infer<typeof NetworkScope>;

/** Token response of client credentials and token exchange: no refresh token (RFC 6749 §4.4.3). */
export const NetworkTokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string().regex(/^[Bb][Ee][Aa][Rr][Ee][Rr]$/),
  scope: z.string().optional(),
  /** Token exchange only (RFC 8693 section 2.2.1). */
  issued_token_type: z.string().optional(),
});
export type NetworkTokenResponse = z.infer<typeof NetworkTokenResponse>;

/** The seed's network error body (§2.4): all four fields are required strings. */
export const NetworkErrorBody = z.object({
  code: z.string(),
  title: z.string(),
  ref: z.string(),
  details: z.string(),
});

const DateTime = z.iso.datetime({ offset: true });
const DateOnly = z.iso.date();

export const DeviceSwapDate = z.object({
  latestDeviceChange: DateTime.nullable(),
  monitoredPeriod: z.number().int().optional(),
});
export type DeviceSwapDate = z.infer<typeof DeviceSwapDate>;

export const DeviceSwapCheck = z.object({ swapped: z.boolean() });

const MatchValue = z.enum(["true", "false", "not_available"]);
export type MatchValue = z.infer<typeof MatchValue>;

export const KycMatchField = z.enum([
  "idDocument",
  "name",
  "givenName",
  "familyName",
  "birthdate",
  "email",
  "address",
]);
export type KycMatchField = z.infer<typeof KycMatchField>;

/** Only the requested fields are answered; scores only when a match is "false". */
export const KycMatchResult = z.record(z.string(), z.union([MatchValue, z.number().int().min(0).max(100)]));
export type KycMatchResult = z.infer<typeof KycMatchResult>;

export const AgeVerification = z.object({
  ageCheck: MatchValue,
  verifiedStatus: z.boolean().optional(),
  identityMatchScore: z.number().int().min(0).max(100).optional(),
  contentLock: MatchValue.optional(),
  parentalControl: MatchValue.optional(),
});
export type AgeVerification = z.infer<typeof AgeVerification>;

export const ContractType = z.enum(["PAYG", "PAYM", "Business"]);
export const TenureCheck = z.object({
  tenureDateCheck: z.boolean(),
  contractType: ContractType.optional(),
});
export type TenureCheck = z.infer<typeof TenureCheck>;

export const ConsentStatus = z.object({
  statusInfo: z.array(
    z.object({
      scopes: z.array(z.string()),
      purpose: z.string(),
      statusValidForProcessing: z.boolean(),
      statusReason: z.string().optional(),
      expirationDate: DateTime.optional(),
    }),
  ),
  captureUrl: z.string().optional(),
});
export type ConsentStatus = z.infer<typeof ConsentStatus>;

export const Location = z.object({
  lastLocationTime: DateTime,
  area: z.object({
    areaType: z.literal("CIRCLE"),
    center: z.object({ latitude: z.number(), longitude: z.number() }),
    radius: z.number(),
  }),
});
export type Location = z.infer<typeof Location>;

export const DeviceType = z.object({
  lastChecked: DateTime,
  /** The identifier the device was found by, echoed when the request named one (CAMARA). */
  device: z.record(z.string(), z.unknown()).optional(),
  tac: z.string(),
  model: z.string().optional(),
  manufacturer: z.string().optional(),
});
export type DeviceType = z.infer<typeof DeviceType>;

/** device-identifier/retrieve-identifier (CAMARA Device Identifier): the device's IMEI and model. */
export const DeviceIdentifier = DeviceType.extend({ imei: z.string(), imeisv: z.string().optional() });

export const NetworkType = z.object({
  connectedNetworkType: z.enum(["2G", "3G", "4G", "5G", "UNKNOWN"]),
  lastStatusTime: DateTime.optional(),
});
export type NetworkType = z.infer<typeof NetworkType>;

export const NumberRecycling = z.object({ phoneNumberRecycled: z.boolean() });

/** Request fields of "verify the caller": what the caller says, never stored. */
export const KycMatchInput = z.object({
  idDocument: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  givenName: z.string().max(100).optional(),
  familyName: z.string().max(100).optional(),
  birthdate: DateOnly.optional(),
  email: z.email().max(200).optional(),
  address: z.string().max(300).optional(),
});
export type KycMatchInput = z.infer<typeof KycMatchInput>;
