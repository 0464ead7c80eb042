import { zonedParts } from "../lib/dates";
import {
  auditEntries,
  fillMovementForm,
  movementStatus,
  movementsDescribed,
  movementsOf,
  uniqueText,
} from "./agent-helpers";
import { anyOf } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { ANY } from "./support/i18n";

test.use({ user: "agent" });

const SUB = "SUB-1004";

test("create, edit and delete a pending movement, each audited", async ({ page, words }) => {
  test.slow(); // several pages and upstream round trips
  const { t, like, typed, money, exact } = words;
  const description = uniqueText("Router fee");
  await page.goto(`/agent/subscriptions/${SUB}`);
  await page.getByRole("link", { name: t("Agent.newMovement") }).click();
  await fillMovementForm(page, words, description, "10.125");
  // The date is typed day first on a 24-hour clock, whatever the browser's language.
  const dateLabel = t("AgentMovements.form.datetime");
  await expect(page.getByRole("textbox", { name: dateLabel, exact: true })).toHaveValue(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );
  await page
    .getByRole("textbox", { name: t("Controls.dateTime.time", { label: dateLabel }), exact: true })
    .fill("00:05");
  // Typing the amount without taxes computes the amount with taxes (10.125 + 21%).
  const withTaxes = page.getByRole("textbox", { name: t("AgentMovements.amounts.withTaxes"), exact: true });
  await expect(withTaxes).toHaveValue(typed("12.25125"));
  await page.getByRole("button", { name: t("AgentMovements.form.create") }).click();

  await expect(page.getByRole("status").filter({ hasText: like("Agent.notice.created") })).toBeVisible();
  const [created] = await movementsDescribed(SUB, description);
  expect(created?.amount.value_with_taxes).toBe(12.25125);
  const madrid = zonedParts(new Date(created?.movement_datetime ?? ""));
  expect([madrid.hour, madrid.minute]).toEqual([0, 5]);
  const id = created?.id ?? "";

  // To the cent in the list, the exact amount on demand (tooltip) and on the movement's page.
  const row = page.getByTestId(`movement-${id}`);
  const exactly = t("AgentMovements.exactAmount", { amount: exact("12.25125") });
  await expect(row.getByTitle(exactly)).toHaveText(`${money("12.25125")} (${exactly})`);
  await page.getByRole("link", { name: description, exact: true }).click();
  await expect(page.getByRole("heading", { name: t("AgentMovements.movementPage.editTitle") })).toBeVisible();
  await expect(page.getByText(`${money("12.25125")} (${exactly})`)).toBeVisible();

  const edited = `${description} (edited)`;
  await page.getByRole("textbox", { name: t("AgentMovements.form.description"), exact: true }).fill(edited);
  await withTaxes.fill(typed("24.2"));
  await expect(
    page.getByRole("textbox", { name: t("AgentMovements.amounts.withoutTaxes"), exact: true }),
  ).toHaveValue("20");
  await page.getByRole("button", { name: t("AgentMovements.form.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("Agent.notice.updated", { id }) })).toBeVisible();
  const [after] = await movementsDescribed(SUB, edited);
  expect(after?.amount.value_without_taxes).toBe(20);

  await page.getByRole("link", { name: edited, exact: true }).click();
  await page.getByRole("button", { name: t("AgentMovements.delete.button") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("AgentMovements.delete.confirmLabel"), exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: t("Agent.notice.deleted", { id }) })).toBeVisible();
  expect(await movementStatus(SUB, id)).toBe(404);

  const audit = await auditEntries(page, { customer: SUB });
  for (const action of ["movement.create", "movement.update", "movement.delete"])
    expect(audit.find((e) => e.action === action && e.targetId === id)).toMatchObject({
      outcome: "succeeded",
      actorId: expect.any(String),
    });
});

test("an invoiced movement says why it cannot be changed", async ({ page, words: { t } }) => {
  const invoiced = (await movementsOf(SUB)).find((m) => m.invoice_id !== "");
  expect(invoiced).toBeDefined();
  // In the list, briefly: the row's status already names the invoice.
  await page.goto(`/agent/subscriptions/${SUB}`);
  // A lock on screen beside that status; the sentence for a screen reader and on hover.
  const sentence = t("AgentMovements.lockBrief.invoiced");
  const note = page.getByTestId("lock-reason").filter({ hasText: sentence }).first();
  await expect(note.getByTitle(sentence)).toBeVisible();
  await expect(note.getByText(sentence, { exact: true })).toHaveClass(/sr-only/);
  await page.goto(`/agent/subscriptions/${SUB}/movements/${invoiced?.id}`);
  await expect(page.getByText(t("AgentMovements.movementPage.lockedTitle"))).toBeVisible();
  await expect(
    page.getByText(t("AgentMovements.lock.invoiced", { invoice: invoiced?.invoice_id ?? "" })),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: t("AgentMovements.form.save") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t("AgentMovements.delete.button") })).toHaveCount(0);
});

test("amounts with more than 8 decimals, an unreadable date or a missing description are refused on the form", async ({
  page,
  words,
}) => {
  const { t } = words;
  const description = uniqueText("Too precise");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  // The type picker's names start with a capital, as every option of the portal does.
  const types = await page.getByLabel(t("AgentMovements.form.type")).locator("option").allTextContents();
  expect(types.length).toBeGreaterThan(1);
  for (const type of types) expect(type).toMatch(/^\p{Lu}/u);
  await fillMovementForm(page, words, description, "1.123456789");
  // A day that does not exist: passed on as typed, refused in words.
  await page
    .getByRole("textbox", { name: t("AgentMovements.form.datetime"), exact: true })
    .fill("31/02/2026");
  const create = page.getByRole("button", { name: t("AgentMovements.form.create") });
  await create.click();
  await expect(page.getByText(t("Errors.field.amountPlaces", { places: 8 })).first()).toBeVisible();
  await expect(page.getByText(t("Errors.field.dateTimeUnreadable"))).toBeVisible();
  await page.getByRole("textbox", { name: t("AgentMovements.amounts.withoutTaxes"), exact: true }).fill("");
  await page.getByRole("textbox", { name: t("AgentMovements.form.description"), exact: true }).fill("");
  await create.click();
  await expect(page.getByText(t("Errors.field.descriptionRequired"))).toBeVisible();
  expect(await movementsDescribed(SUB, description)).toHaveLength(0);
});

test("a double-submitted creation makes exactly one movement", async ({ page, words }) => {
  const description = uniqueText("Double click");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, words, description);
  // Two submits in the same tick, before React can disable the button.
  await page
    .getByRole("form", { name: words.t("AgentMovements.form.newLabel") })
    .evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
  await expect(
    page.getByRole("status").filter({ hasText: words.like("Agent.notice.created") }),
  ).toBeVisible();
  await expect.poll(async () => (await movementsDescribed(SUB, description)).length).toBe(1);
});

test("a double click on Create makes exactly one movement", async ({ page, words }) => {
  const description = uniqueText("Double click button");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, words, description);
  await page.getByRole("button", { name: words.t("AgentMovements.form.create") }).dblclick();
  await expect(
    page.getByRole("status").filter({ hasText: words.like("Agent.notice.created") }),
  ).toBeVisible();
  await expect.poll(async () => (await movementsDescribed(SUB, description)).length).toBe(1);
});

test("the leave guard asks before leaving a half-filled form, and a reload keeps what was typed", async ({
  page,
  words,
}) => {
  const { t } = words;
  const description = uniqueText("Half filled");
  await page.goto(`/agent/subscriptions/${SUB}/movements/new`);
  await fillMovementForm(page, words, description);
  let asked = "";
  page.once("dialog", async (dialog) => {
    asked = dialog.message();
    await dialog.dismiss();
  });
  await page
    .getByRole("banner")
    .getByRole("link", { name: t("Nav.audit") })
    .click();
  expect(asked).toBe(t("Agent.leave"));
  await expect(page).toHaveURL(/movements\/new/);

  // A session that ends while typing: the form is restored from sessionStorage after the reload.
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByText(t("Agent.restored"))).toBeVisible();
  const descriptionField = page.getByRole("textbox", {
    name: t("AgentMovements.form.description"),
    exact: true,
  });
  await expect(descriptionField).toHaveValue(description);
  await page.getByRole("button", { name: t("Agent.discard") }).click();
  await expect(descriptionField).toHaveValue("");
});

test.describe("at desk width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // SUB-1001 holds the partly refunded charger, whose note once stood four lines high above its Refund button.
  for (const sub of [SUB, "SUB-1001"])
    test(`${sub}: each movement's buttons are on screen, each lock beside them, no sideways scroll`, async ({
      page,
      words: { t },
    }) => {
      await page.goto(`/agent/subscriptions/${sub}`);
      const table = page.getByRole("region", { name: t("AgentMovements.table.caption", { id: sub }) });
      const links = table
        .getByRole("link", { name: t("AgentMovements.table.edit") })
        .or(table.getByRole("link", { name: t("AgentMovements.refundAction") }));
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(1280);
      }
      // A locked row's lock sits beside its Refund button, not above it.
      const locked = table.getByRole("row").filter({ has: page.getByTestId("lock-reason") });
      await expect(locked.first()).toBeVisible();
      for (const row of await locked.all()) {
        const lock = await row.getByTestId("lock-reason").boundingBox();
        const refund = row.getByRole("link", { name: t("AgentMovements.refundAction") });
        if ((await refund.count()) === 0) continue;
        const button = await refund.boundingBox();
        expect(lock?.y ?? 0).toBeGreaterThanOrEqual(button?.y ?? Number.POSITIVE_INFINITY);
      }
      expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    });

  for (const width of [1024, 800]) {
    test(`at ${width} px each movement is a card, its Refund button on screen`, async ({
      page,
      words: { t },
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/agent/subscriptions/${SUB}`);
      const caption = t("AgentMovements.table.caption", { id: SUB });
      const table = page.getByRole("table", { name: caption });
      await expect(table.getByRole("columnheader")).toHaveCount(0);
      // Each row a card: its cells one under another, not side by side.
      const firstRow = table.getByRole("row").first();
      const tops = await firstRow
        .getByRole("cell")
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
      expect(new Set(tops).size).toBeGreaterThan(2);
      const refunds = table.getByRole("link", { name: t("AgentMovements.refundAction") });
      await expect(refunds.first()).toBeVisible();
      for (const link of await refunds.all()) {
        const box = await link.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
      }
      const root = page.locator("html");
      expect(await root.evaluate((html) => html.scrollWidth <= html.clientWidth)).toBe(true);
    });
  }
});

test("a line's bonus forecasts speak about the line, not to the agent", async ({ page, words: { like } }) => {
  const aboutTheLine = anyOf(
    like,
    "Runway.staff.exhausted",
    "Runway.staff.exhaustedRenews",
    "Runway.staff.runsOut",
    "Runway.staff.runsOutBefore",
    "Runway.idle",
    "Runway.idleRenews",
    "Runway.lasts",
  );
  // Every line of the demo org: between them, bonuses that last, run out early and are used up.
  for (const line of ["SUB-1001", "SUB-1002", "SUB-1003", "SUB-1004"]) {
    await page.goto(`/agent/subscriptions/${line}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const bonuses = await page.locator("[data-testid^='bonus-']").count();
    if (bonuses > 0) await expect(page.getByText(aboutTheLine).first()).toBeVisible();
    // The customer's sentences, each type's worded in full ("your data runs out on …" also starts the longer one).
    for (const type of ["data", "sms", "voice"] as const)
      for (const day of ["today", "tomorrow", "other"])
        await expect(page.getByText(like("Runway.runsOut", { type, day, date: ANY }))).toHaveCount(0);
    await expect(page.getByText(anyOf(like, "Runway.exhausted", "Runway.exhaustedRenews"))).toHaveCount(0);
  }
});

test("a landline's page shows calls and cost only: no data or SMS tiles or bonuses", async ({ page }) => {
  await page.goto("/agent/subscriptions/SUB-1003");
  await expect(page.getByTestId("total-voice")).toBeVisible();
  await expect(page.getByTestId("total-cost")).toBeVisible();
  for (const type of ["data", "sms"]) {
    await expect(page.getByTestId(`total-${type}`)).toHaveCount(0);
    await expect(page.getByTestId(`no-bonus-${type}`)).toHaveCount(0);
  }
});

test("on a phone, an id in a page title stays on one line", async ({ page, words: { t } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/agent/subscriptions/${SUB}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(t("Agent.subscriptionTitle", { id: SUB }));
  // Broken at its hyphen, "SUB-" and "1004" would be two boxes on two lines.
  const lines = await heading
    .getByText(SUB, { exact: true })
    .evaluate((id) => new Set([...id.getClientRects()].map((box) => Math.round(box.top))).size);
  expect(lines).toBe(1);
});

test("on a phone, each usage tile holds its figure", async ({ page, words: { language } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The busiest lines: a month of calls reads like "297 min 4 s", wider than half a phone.
  for (const line of ["SUB-1001", "SUB-1004"]) {
    await page.goto(`/agent/subscriptions/${line}`);
    const tiles = page.locator("[data-testid^='total-']");
    await expect(tiles.first()).toBeVisible();
    for (const tile of await tiles.all()) {
      const figure = tile.locator("dd").first();
      const overflow = await figure.evaluate((dd) => dd.scrollWidth - dd.clientWidth);
      expect(overflow, `${line} ${await figure.textContent()}`).toBeLessThanOrEqual(0);
    }
    await tiles.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/agent-usage-tiles-phone-${line}-${language}.png` });
  }
});
