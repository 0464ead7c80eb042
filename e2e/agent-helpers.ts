import { expect, type Page } from "@playwright/test";
import { SANDBOX_ADMIN_KEY, SANDBOX_URL } from "./support/env";
import type { Words } from "./support/i18n";
import { passwordGrant } from "./support/token-service";

/** Direct reads of the sandbox as the agent, to check what really happened upstream. */
let agentToken: string | undefined;

async function billing<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  agentToken ??= (await passwordGrant("agent")).access_token;
  const response = await fetch(`${SANDBOX_URL}/billing/v1/orgs/demo${path}`, {
    ...init,
    headers: { authorization: `Bearer ${agentToken}`, "content-type": "application/json", ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface SandboxMovement {
  id: string;
  description: string;
  movement_datetime: string;
  invoice_id: string;
  transaction_type_id: string;
  operation_type: string;
  external_movement_unique_id: string;
  refundable_with_taxes?: number;
  refunded_movement_id?: string;
  amount: { value_with_taxes: number; value_without_taxes: number };
}

export interface SandboxInvoice {
  id: string;
  invoice_number?: string;
  type: string;
  service: string;
  status: string;
  rectified_invoice_id: string | null;
  subscription_id?: string | null;
  lines: { movement_id: string; refundable_with_taxes?: number }[];
}

export async function movementsOf(subscriptionId: string): Promise<SandboxMovement[]> {
  const { status, body } = await billing<SandboxMovement[]>(
    `/subscription/${subscriptionId}/movement?fromDate=2000-01-01T00:00:00Z`,
  );
  expect(status).toBe(200);
  return body;
}

export async function movementsDescribed(subscriptionId: string, description: string) {
  return (await movementsOf(subscriptionId)).filter((m) => m.description === description);
}

export async function movementStatus(subscriptionId: string, movementId: string) {
  return (await billing(`/subscription/${subscriptionId}/movement/${movementId}`)).status;
}

export async function invoicesOf(accountId: string): Promise<SandboxInvoice[]> {
  const { status, body } = await billing<SandboxInvoice[]>(`/accounts/${accountId}/invoices`);
  expect(status).toBe(200);
  return body;
}

/** Sandbox fault injection (sandbox/http/faults.ts); afterHandler makes the write happen, then fails. */
export async function setFaults(
  rules: {
    match: string;
    status?: 500 | 502 | 504;
    afterHandler?: boolean;
    times?: number;
    latencyMs?: number;
  }[],
) {
  const response = await fetch(`${SANDBOX_URL}/__admin/faults`, {
    method: "PUT",
    headers: { "x-admin-key": SANDBOX_ADMIN_KEY, "content-type": "application/json" },
    body: JSON.stringify({ rules }),
  });
  expect(response.ok).toBe(true);
}

export const uniqueText = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Fills the movement form's required fields for a subscribable one-time fee of 10 + 21% VAT. */
export async function fillMovementForm(
  page: Page,
  { t, typed }: Words,
  description: string,
  withoutTaxes = "10",
) {
  await page
    .getByRole("textbox", { name: t("AgentMovements.amounts.withoutTaxes"), exact: true })
    .fill(typed(withoutTaxes));
  await page
    .getByRole("textbox", { name: t("AgentMovements.form.description"), exact: true })
    .fill(description);
}

/**
 * The SIM-swap step-up (issue 8) blocks refunds and credits on a line whose SIM moved recently, as
 * alice's SUB-1001 did in the seed: the agent records an override on the subscription page first, or
 * extends one of theirs (from the other language's run) that still opens the line, so that it cannot
 * lapse between here and the write.
 */
export async function overrideSimSwapStepUp(page: Page, { t }: Words, subscriptionId: string) {
  await page.goto(`/agent/subscriptions/${subscriptionId}`);
  const reason = page.getByLabel(t("Network.override.reason"));
  const extend = page.getByText(t("Network.override.extend"), { exact: true });
  await expect(reason.or(extend).first()).toBeVisible();
  if (await extend.isVisible()) await extend.click();
  await reason.fill("Customer is in the shop with their ID card");
  await page.getByRole("button", { name: t("Network.override.submit") }).click();
  await expect(page.getByText(t("Network.override.done"))).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: t("Network.swap.swapped") })).toBeVisible();
}

/** The audit entries the agent sees through the portal's own JSON route. */
export async function auditEntries(page: Page, query: Record<string, string>) {
  const response = await page.request.get(`/api/agent/audit?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: AuditRow[] }).entries;
}

interface AuditRow {
  action: string;
  outcome: string;
  targetId: string | null;
  customerRef: string | null;
  upstreamStatus: number | null;
  errorCode: string | null;
  traceId: string | null;
  requestKey: string | null;
  actorId: string;
}

/**
 * An ordinary invoice of the account with something left to refund and no draft rectification yet
 * (earlier runs may have left one), optionally of one line only.
 */
export async function rectifiableInvoice(
  accountId: string,
  subscriptionId?: string,
): Promise<SandboxInvoice> {
  const invoices = await invoicesOf(accountId);
  const drafted = new Set(
    invoices
      .filter((i) => i.type === "RECTIFICATION" && i.status === "DRAFT")
      .map((i) => i.rectified_invoice_id),
  );
  const invoice = invoices.find(
    (i) =>
      i.type === "ORDINARY" &&
      i.service === "postpaid" &&
      (subscriptionId === undefined || i.subscription_id === subscriptionId) &&
      !drafted.has(i.id) &&
      i.lines.some((l) => (l.refundable_with_taxes ?? 0) > 2),
  );
  expect(
    invoice,
    `the seed has a postpaid invoice of ${subscriptionId ?? accountId} with refundable lines`,
  ).toBeDefined();
  return invoice as SandboxInvoice;
}
