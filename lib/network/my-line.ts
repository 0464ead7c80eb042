import "server-only";
import type { DeviceSwapDate, DeviceType, NetworkScope, NetworkType } from "@/contract/gateway";
import type { PortalSession } from "@/lib/auth/session";
import { retrieveDeviceSwapDate, retrieveDeviceType, retrieveNetworkType } from "@/lib/operator/gateway/api";
import { subscriberNetworkToken } from "@/lib/operator/gateway/token";
import { type Line, resolveLine } from "./line";
import { type NetworkResult, refused, settleNetwork } from "./result";

const MY_LINE_SCOPES: readonly NetworkScope[] = [
  "connected-network-type:read",
  "device-identifier:retrieve-type",
  "device-swap:retrieve-date",
];
/** A SIM that moved to another device within this many hours is shown with a warning. */
const RECENT_SWAP_HOURS = 240;
const LANDLINE = 4;

export interface MyLine {
  line: Line;
  networkType: NetworkResult<NetworkType>;
  device: NetworkResult<DeviceType>;
  lastSimChange: NetworkResult<DeviceSwapDate & { isRecent: boolean }>;
}

/**
 * The signed-in customer's own line, through a token bound to their number (RFC 8693 exchange of
 * their own access token): never a staff token, and the requests name no number.
 */
export async function loadMyLine(
  session: PortalSession,
  subscriptionId: string,
  now = new Date(),
): Promise<NetworkResult<MyLine | { line: Line; isLandline: true }>> {
  if (!session.user.roles.includes("customer")) return refused("forbidden", "onlyCustomers");
  const line = await resolveLine(session, subscriptionId);
  if (!line.ok) return line;
  if (line.data.billingType === LANDLINE) return { ok: true, data: { line: line.data, isLandline: true } };
  const token = await settleNetwork(
    subscriberNetworkToken(session.accessToken, line.data.msisdn, MY_LINE_SCOPES),
  );
  if (!token.ok) return token;
  const caller = { org: session.user.org, accessToken: token.data };
  const [networkType, device, swap] = await Promise.all([
    settleNetwork(retrieveNetworkType(caller)),
    settleNetwork(retrieveDeviceType(caller)),
    settleNetwork(retrieveDeviceSwapDate(caller)),
  ]);
  const lastSimChange: MyLine["lastSimChange"] = swap.ok
    ? { ok: true, data: { ...swap.data, isRecent: isRecentSwap(swap.data.latestDeviceChange, now) } }
    : swap;
  return { ok: true, data: { line: line.data, networkType, device, lastSimChange } };
}

function isRecentSwap(latestDeviceChange: string | null, now: Date, hours = RECENT_SWAP_HOURS): boolean {
  if (!latestDeviceChange) return false;
  const at = Date.parse(latestDeviceChange);
  return now.getTime() - at <= hours * 3_600_000;
}
