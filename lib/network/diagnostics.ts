import "server-only";
import type {
  DeviceSwapDate,
  DeviceType,
  Location,
  NetworkScope,
  NetworkType,
  TenureCheck,
} from "@/contract/gateway";
import type { PortalSession } from "@/lib/auth/session";
import { billingKind } from "@/lib/balances/billing-kind";
import { addDays, formatDay, today } from "@/lib/dates";
import { env } from "@/lib/env";
import {
  checkTenure,
  type NetworkCaller,
  retrieveConsent,
  retrieveDeviceSwapDate,
  retrieveDeviceType,
  retrieveLocation,
  retrieveNetworkType,
} from "@/lib/operator/gateway/api";
import { type Line, resolveLine } from "./line";
import { type NetworkResult, settleNetwork } from "./result";
import { staffNetworkCaller } from "./staff";

const DIAGNOSTICS_SCOPES: readonly NetworkScope[] = [
  "connected-network-type:read",
  "device-identifier:retrieve-type",
  "device-swap:retrieve-date",
  "kyc-tenure:check-tenure",
  "consent-info:retrieve",
  "location-retrieval:read",
];
/** The purpose support locates a line for (diagnosing coverage); consent is asked for exactly this. */
const LOCATION_PURPOSE = "dpv:ServiceProvision";
export const TENURE_YEARS = 1;

export type LocationOutcome =
  | { kind: "located"; location: Location }
  | { kind: "noConsent"; reason: string; captureUrl?: string }
  | { kind: "failed"; result: NetworkResult<never> & { ok: false } };

interface LineDiagnostics {
  line: Line;
  networkType: NetworkResult<NetworkType>;
  device: NetworkResult<DeviceType>;
  lastDeviceChange: NetworkResult<DeviceSwapDate>;
  tenure: NetworkResult<TenureCheck & { since: string }>;
  location: LocationOutcome;
}

async function locateWithConsent(caller: NetworkCaller): Promise<LocationOutcome> {
  const consent = await settleNetwork(
    retrieveConsent(caller, {
      clientId: env.OPERATOR_NETWORK_CLIENT_ID,
      scopes: ["location-retrieval:read"],
      purpose: LOCATION_PURPOSE,
      requestCaptureUrl: true,
    }),
  );
  if (!consent.ok) return { kind: "failed", result: consent };
  const status = consent.data.statusInfo[0];
  if (!status?.statusValidForProcessing) {
    return {
      kind: "noConsent",
      reason: status?.statusReason ?? "PENDING",
      captureUrl: consent.data.captureUrl,
    };
  }
  const location = await settleNetwork(retrieveLocation(caller));
  return location.ok ? { kind: "located", location: location.data } : { kind: "failed", result: location };
}

type Diagnosed = NetworkResult<LineDiagnostics | { line: Line; isLandline: true }>;

/** Everything support sees about one line; each part stands on its own (a failure in one shows there). */
export async function loadLineDiagnostics(
  session: PortalSession,
  subscriptionId: string,
  now = new Date(),
): Promise<Diagnosed> {
  const line = await resolveLine(session, subscriptionId);
  return line.ok ? diagnoseLine(session, line.data, now) : line;
}

/** The same, for a line the page has already resolved (with this session): no second billing read. */
export async function diagnoseLine(session: PortalSession, line: Line, now = new Date()): Promise<Diagnosed> {
  // The mobile network knows nothing of a landline: no check is asked, the page says so once.
  if (billingKind(line.billingType) === "landline") return { ok: true, data: { line, isLandline: true } };
  const caller = await staffNetworkCaller(session, line.msisdn, DIAGNOSTICS_SCOPES);
  if (!caller.ok) return caller;
  const since = formatDay(addDays(today(now, "UTC"), -365 * TENURE_YEARS));
  const [networkType, device, lastDeviceChange, tenure, location] = await Promise.all([
    settleNetwork(retrieveNetworkType(caller.data)),
    settleNetwork(retrieveDeviceType(caller.data)),
    settleNetwork(retrieveDeviceSwapDate(caller.data)),
    settleNetwork(checkTenure(caller.data, since).then((answer) => ({ ...answer, since }))),
    locateWithConsent(caller.data),
  ]);
  return { ok: true, data: { line, networkType, device, lastDeviceChange, tenure, location } };
}
