import type { OperatorCaller } from "@/lib/operator/caller";
import "server-only";
import type { z } from "zod";
import { env } from "@/lib/env";
import { operatorJson } from "@/lib/http";
import {
  AgeVerification,
  ConsentStatus,
  DeviceSwapCheck,
  DeviceSwapDate,
  DeviceType,
  type KycMatchInput,
  KycMatchResult,
  Location,
  NetworkType,
  NumberRecycling,
  TenureCheck,
} from "../../../contract/gateway";

/**
 * Who calls and about which line. A staff token (a) names the line in the body (`phoneNumber`);
 * a subscriber-bound token (b) already names it, so `phoneNumber` stays undefined and the body has none.
 */
export interface NetworkCaller extends OperatorCaller {
  phoneNumber?: string;
}

interface CallOptions {
  identifier?: "phoneNumber" | "device";
  /** A deadline shared with other calls (lib/http.ts keeps each call's own timeout too). */
  signal?: AbortSignal;
}

function call<T extends z.ZodType>(
  caller: NetworkCaller,
  suffix: string,
  schema: T,
  body: Record<string, unknown>,
  { identifier = "phoneNumber", signal }: CallOptions = {},
): Promise<z.infer<T>> {
  const subject = caller.phoneNumber
    ? identifier === "device"
      ? { device: { phoneNumber: caller.phoneNumber } }
      : { phoneNumber: caller.phoneNumber }
    : {};
  return operatorJson(
    schema,
    `${env.OPERATOR_GATEWAY_URL}/v0/orgs/${encodeURIComponent(caller.org)}${suffix}`,
    {
      method: "POST",
      // lib/http.ts sends the request's trace id as x-correlator.
      headers: { authorization: `Bearer ${caller.accessToken}` },
      json: { ...subject, ...body },
      signal,
    },
  );
}

export const retrieveDeviceSwapDate = (caller: NetworkCaller, signal?: AbortSignal) =>
  call(caller, "/device-swap/retrieve-date", DeviceSwapDate, {}, { signal });

/** `maxAge` in hours (1–2400). */
export const checkDeviceSwap = (caller: NetworkCaller, maxAge: number, signal?: AbortSignal) =>
  call(caller, "/device-swap/check", DeviceSwapCheck, { maxAge }, { signal });

export const matchCustomer = (caller: NetworkCaller, fields: KycMatchInput) =>
  call(caller, "/kyc-match/match", KycMatchResult, fields);

export const verifyAge = (caller: NetworkCaller, ageThreshold: number) =>
  call(caller, "/kyc-age-verification/verify", AgeVerification, { ageThreshold });

/** `tenureDate` is YYYY-MM-DD, not in the future. */
export const checkTenure = (caller: NetworkCaller, tenureDate: string) =>
  call(caller, "/kyc-tenure/check-tenure", TenureCheck, { tenureDate });

export const retrieveConsent = (
  caller: NetworkCaller,
  request: { clientId: string; scopes: string[]; purpose: string; requestCaptureUrl: boolean },
) => call(caller, "/consent-info/retrieve", ConsentStatus, request);

export const retrieveLocation = (caller: NetworkCaller) =>
  call(caller, "/location-retrieval/retrieve", Location, {}, { identifier: "device" });

export const retrieveDeviceType = (caller: NetworkCaller) =>
  call(caller, "/device-identifier/retrieve-type", DeviceType, {});

export const retrieveNetworkType = (caller: NetworkCaller) =>
  call(caller, "/connected-network-type/retrieve", NetworkType, {});

/** `specifiedDate` is YYYY-MM-DD, not in the future. */
export const checkNumberRecycling = (caller: NetworkCaller, specifiedDate: string) =>
  call(caller, "/number-recycling/check", NumberRecycling, { specifiedDate });
