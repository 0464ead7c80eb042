import { SANDBOX_ADMIN_KEY, SANDBOX_URL } from "./support/env";

/** Network admin actions of the sandbox (docs/network-apis.md, "Admin"), for the network-*.spec.ts files. */
async function networkAdmin(path: string, init: RequestInit = {}) {
  const response = await fetch(`${SANDBOX_URL}/__admin/network${path}`, {
    ...init,
    headers: { "x-admin-key": SANDBOX_ADMIN_KEY, "content-type": "application/json", ...init.headers },
  });
  if (!response.ok)
    throw new Error(`sandbox network admin ${path}: ${response.status} ${await response.text()}`);
}

export const network = {
  simSwapNow: (msisdn: string) =>
    networkAdmin(`/demo/${encodeURIComponent(msisdn)}/sim-swap`, { method: "POST" }),
  recycleNow: (msisdn: string) =>
    networkAdmin(`/demo/${encodeURIComponent(msisdn)}/recycle`, { method: "POST" }),
  reset: () => networkAdmin("/reset", { method: "POST" }),
};
