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

let sessionsMade = 0;

/**
 * A signed-in person as the session helpers hand them out; each one is new to the per-session cache
 * unless the test names its token.
 */
export function sessionOf(roles: string[], fields: SessionFields = {}) {
  sessionsMade += 1;
  const { org = "demo", id = "u", username = id, name = id, subscriptions = [] } = fields;
  const { accessToken = `t-${sessionsMade}` } = fields;
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

/** A pending 10 € + 21 % VAT router fee, as the operator lists a movement. */
export const movementOf = (over: Record<string, unknown> = {}) => ({
  id: "MOV-1",
  type: "ONE_TIME_FEE",
  movement_datetime: "2025-03-01T10:00:00.000Z",
  period_start_datetime: "2025-03-01T00:00:00.000Z",
  period_end_datetime: "2025-03-31T23:59:59.000Z",
  amount: { value_with_taxes: "12.1", value_without_taxes: "10", tax: { type: "VAT", percentage: "21" } },
  invoice_id: "",
  invoice_number: "",
  external_invoice_id: "",
  invoice_cycle_date: "2025-04-01T00:00:00.000Z",
  external_movement_unique_id: "0b6f1c1e-5a4b-4a57-9f4c-2f0d6f0a0001",
  billable: true,
  transaction_type_id: "",
  operation_type: "DEBIT",
  description: "Router fee",
  ...over,
});
