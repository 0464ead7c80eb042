import { expect, type Locator, type Page } from "@playwright/test";
import { parseDecimalJson } from "../contract/decimal-json";
import { PORTAL_CLIENT_SECRET, SANDBOX_URL } from "./support/env";
import { escapeRegExp, type Words, wordsFor } from "./support/i18n";
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

const english = wordsFor("en");

/**
 * Any of these English catalogue messages, as text on a page (markup tags dropped, arguments as `.+`):
 * what a page in another language must never show, a string the translation left behind.
 */
const englishOf = (...keys: Parameters<Words["like"]>[0][]) => anyOf(english.like, ...keys);

/** A page in another language than English shows none of these English messages. */
export async function expectNoEnglish(
  scope: Page | Locator,
  words: Words,
  ...keys: Parameters<Words["like"]>[0][]
) {
  if (words.language === "en") return;
  await expect(scope.getByText(englishOf(...keys))).toHaveCount(0);
}

/** Any of these messages as text on the page (`words.like`: arguments as `.+`, markup tags dropped). */
export function anyOf(like: Words["like"], ...keys: Parameters<Words["like"]>[0][]): RegExp {
  return new RegExp(keys.map((key) => like(key).source).join("|"));
}

/** Exactly this text, nothing around it: for a term whose name is a prefix of another's. */
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/**
 * Some amount of money written the page's language's way (symbol side, decimal and group separators):
 * "€1,234.56" in English, "1234,56 €" in Spanish; an amount written the other way does not match.
 */
export function anyMoney({ money }: Words, currency = "EUR"): RegExp {
  const sample = money("12345.67", currency);
  const [, before = "", group = "", decimal = "", after = ""] =
    /^(\D*)12(\D?)345(\D)67(\D*)$/.exec(sample) ?? [];
  const digits = `-?(?:\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+|\\d+)${escapeRegExp(decimal)}\\d{2}`;
  return new RegExp(`${escapeRegExp(before)}${digits}${escapeRegExp(after)}`);
}
