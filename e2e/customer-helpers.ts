import { expect, type Page } from "@playwright/test";
import { parseDecimalJson } from "../lib/operator/json";
import { PORTAL_CLIENT_SECRET, SANDBOX_URL } from "./support/env";
import { DEMO_PASSWORD } from "./support/users";

/** Reads the sandbox directly, as the portal would, to compare what a page shows with the source. */
async function sandboxToken(username: string): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/auth/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`portal-web:${PORTAL_CLIENT_SECRET}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "password", username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function sandboxBilling<T>(username: string, path: string): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}/billing/v1/orgs/demo${path}`, {
    headers: { authorization: `Bearer ${await sandboxToken(username)}` },
  });
  expect(response.status, path).toBe(200);
  // Decimals stay exact strings, as the portal reads them.
  return parseDecimalJson(await response.text()) as T;
}

/** Waits for every streamed section: no skeleton left on the page. */
export async function waitForSections(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens a customer page and waits until every streamed section has arrived. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForSections(page);
}
