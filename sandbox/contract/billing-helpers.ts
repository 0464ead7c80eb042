import { expect } from "vitest";
import { parseDecimalJson } from "@/contract/decimal-json";
import { api } from "./client";

export { pdfText } from "./pdf-text";

/** Shared by the billing contract tests (sandbox/contract/billing-*.contract.test.ts). */
const ORG = "/billing/v1/orgs/demo";
export const sub = (id: string) => `${ORG}/subscription/${id}`;
export const account = (id: string) => `${ORG}/accounts/${id}`;

/** Reads a body the way the portal does: decimals stay exact strings. */
export async function read<T = Record<string, unknown>>(response: Response): Promise<T> {
  return parseDecimalJson(await response.text()) as T;
}

export async function expectError(response: Response, status: number, code: string) {
  const payload = await read<{ error: string; message: string; trace_id: string }>(response);
  expect({ status: response.status, error: payload.error }).toEqual({ status, error: code });
  expect(payload.message).toBeTruthy();
  expect(payload.trace_id).toMatch(/^[0-9a-f]{32}$/);
  return payload;
}

/** The exact text of a read, to compare before and after a refused write. */
export async function snapshot(path: string, as = "agent") {
  const response = await api(path, { as });
  expect(response.status).toBe(200);
  return response.text();
}

let counter = 0;
export const uniqueKey = (prefix = "ct") => `${prefix}-${Date.now().toString(36)}-${counter++}`;

export function movementBody(overrides: Record<string, unknown> = {}) {
  return {
    type: "ONE_TIME_FEE",
    movement_datetime: new Date().toISOString(),
    amount: { value_with_taxes: 12.1, value_without_taxes: 10, tax: { type: "VAT", percentage: 21 } },
    external_movement_unique_id: uniqueKey(),
    billable: true,
    description: "Contract test fee",
    ...overrides,
  };
}

/** Sends a body text as is (for decimals JSON.stringify cannot write, like 0.123456789). */
export function rawJson(path: string, method: string, text: string, as = "agent") {
  return api(path, { as, method, body: text, headers: { "content-type": "application/json" } });
}
