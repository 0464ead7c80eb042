import { z } from "zod";
import {
  AgeVerification,
  ConsentStatus,
  DeviceIdentifier,
  DeviceSwapCheck,
  DeviceSwapDate,
  DeviceType,
  KycMatchResult,
  Location,
  NetworkErrorBody,
  NetworkType,
  NumberRecycling,
  TenureCheck,
} from "../gateway";
import type { ApiDescription, ApiOperation } from "./document";

/** The subject of a network request: absent when the token is bound to one number (token exchange). */
const subject = {
  phoneNumber: z
    .string()
    .regex(/^\+[1-9][0-9]{4,14}$/)
    .optional(),
};

const operation = (path: string, summary: string, answer: z.ZodType, fields = {}): ApiOperation => ({
  method: "post",
  path: `/orgs/{org}/${path}`,
  operationId: path.replace(/[-/](\w)/g, (_, c: string) => c.toUpperCase()),
  summary,
  headers: { "x-correlator": { description: "Echoed back; the portal sends its trace id." } },
  body: { schema: z.object({ ...subject, ...fields }).loose() },
  responses: { 200: answer },
});

/** Network exposure (seed 001, section 4: CAMARA operations behind one gateway). */
export const gatewayApi: ApiDescription = {
  id: "gateway",
  title: "Network exposure gateway v0",
  version: "0",
  description:
    "CAMARA operations (device swap, KYC match, age verification, tenure, consent, location, device identifier, connected network type, number recycling) for an organization's lines. Each needs a network token with its scope. See docs/network-apis.md.",
  basePath: "/gateway/v0",
  error: NetworkErrorBody,
  security: "bearer",
  operations: [
    operation(
      "device-swap/retrieve-date",
      "When the line's SIM last moved to another device.",
      DeviceSwapDate,
    ),
    operation("device-swap/check", "Whether the SIM moved within maxAge hours.", DeviceSwapCheck, {
      maxAge: z.int().min(1).max(2400).optional(),
    }),
    operation("kyc-match/match", "Compares what a person says with what the operator holds.", KycMatchResult),
    operation(
      "kyc-age-verification/verify",
      "Whether the line's holder is at least ageThreshold.",
      AgeVerification,
      {
        ageThreshold: z.int().min(0).max(120),
      },
    ),
    operation("kyc-tenure/check-tenure", "Whether the line has been held since a date.", TenureCheck, {
      tenureDate: z.iso.date(),
    }),
    operation("consent-info/retrieve", "Whether the holder consented to the scopes asked.", ConsentStatus, {
      scopes: z.array(z.string()),
    }),
    operation("location-retrieval/retrieve", "The device's last known area.", Location, {
      maxAge: z.int().min(0).optional(),
      maxSurface: z.int().min(1).optional(),
    }),
    operation("device-identifier/retrieve-identifier", "The device's IMEI, TAC and model.", DeviceIdentifier),
    operation("device-identifier/retrieve-type", "The device's TAC and model.", DeviceType),
    operation("connected-network-type/retrieve", "The network generation the device is on.", NetworkType),
    operation("number-recycling/check", "Whether the number changed hands since a date.", NumberRecycling, {
      specifiedDate: z.iso.date(),
    }),
    {
      method: "get",
      path: "/sandbox/test-subjects",
      operationId: "getTestSubjects",
      summary: "Sandbox only: the published test subjects and what each is for.",
      responses: { 200: z.unknown() },
      public: true,
    },
  ],
};
