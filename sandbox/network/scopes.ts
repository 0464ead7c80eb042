/** CAMARA scope of each network operation (docs/network-apis.md). */
export const operationScopes = {
  "device-swap/retrieve-date": "device-swap:retrieve-date",
  "device-swap/check": "device-swap:check",
  "kyc-match/match": "kyc-match:match",
  "kyc-age-verification/verify": "kyc-age-verification:verify",
  "kyc-tenure/check-tenure": "kyc-tenure:check-tenure",
  "consent-info/retrieve": "consent-info:retrieve",
  "location-retrieval/retrieve": "location-retrieval:read",
  "device-identifier/retrieve-identifier": "device-identifier:retrieve-identifier",
  "device-identifier/retrieve-type": "device-identifier:retrieve-type",
  "connected-network-type/retrieve": "connected-network-type:read",
  "number-recycling/check": "number-recycling:check",
} as const;

export type NetworkOperation = keyof typeof operationScopes;

const networkScopes: readonly string[] = Object.values(operationScopes);

/** The requested scopes, or undefined when one of them is not a network scope. Absent = all of them. */
export function parseNetworkScopes(requested: string | null): string[] | undefined {
  if (requested === null || requested.trim() === "") return [...networkScopes];
  const scopes = [...new Set(requested.trim().split(/\s+/))];
  return scopes.every((s) => networkScopes.includes(s)) ? scopes : undefined;
}
