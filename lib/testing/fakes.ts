import type { vi } from "vitest";
import type { InvoiceLine } from "@/contract/billing";

/** A module function replaced by vi.mock, typed for mockResolvedValue and friends. */
export const mocked = <T>(fn: T) => fn as unknown as ReturnType<typeof vi.fn>;

/** An unsigned JWT: the portal reads the claims of operator tokens, it never verifies them. */
export const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;

interface SessionFields {
  org?: string;
  id?: string;
  username?: string;
  name?: string;
  subscriptions?: string[];
  accessToken?: string;
}

/** A signed-in person as the session helpers hand them out. */
export function sessionOf(roles: string[], fields: SessionFields = {}) {
  const { org = "demo", id = "u", username = id, name = id, subscriptions = [], accessToken = "t" } = fields;
  return { accessToken, user: { id, name, username, org, roles, subscriptions, accounts: [] } } as never;
}

/** The portal's session JWT of a signed-in customer (bob), its refresh half a minute away. */
export function sessionTokenOf(over: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    user: {
      id: "u-bob",
      name: "Bob Keller",
      username: "bob",
      org: "demo",
      roles: ["customer"],
      subscriptions: ["SUB-1002"],
      accounts: ["ACC-1002"],
    },
    accessToken: "access",
    refreshToken: "refresh",
    accessTokenExpires: now + 60_000,
    refreshAt: now + 30_000,
    sid: "s-bob",
    sessionExpires: now + 3_600_000,
    ...over,
  };
}

/** A 10 € + 21 % VAT router fee, as an invoice line. */
export const invoiceLine = (over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  movement_id: "MOV-1",
  type: "ONE_TIME_FEE",
  description: "Router fee",
  amount_without_taxes: "10",
  tax_amount: "2.1",
  amount_with_taxes: "12.1",
  tax: { type: "VAT", percentage: "21" },
  ...over,
});
