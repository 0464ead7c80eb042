import type { Page } from "@playwright/test";
import type { Locale } from "../lib/i18n/locales";
import { expect, test } from "./fixtures";
import { storageStatePath } from "./support/users";

// Seeded tickets (sandbox/seed/ticketing.ts); each test uses its own so they can run in parallel.
// The Spanish run follows the English one on the same sandbox: a test that moves a ticket on takes
// another ticket of the same provider and status in each language.
test.use({ user: "support" });

/** An open JAM ticket to start (1006 was reopened in the seed). */
const TO_START: Record<Locale, { id: string; summary: string }> = {
  en: { id: "1001", summary: "No data connection since this morning" },
  es: { id: "1006", summary: "Cannot receive SMS from short codes" },
};
/** A ticket in progress that another tab resolves. */
const TO_RESOLVE: Record<Locale, string> = { en: "JNODUS/1009", es: "OCEANE/1015" };

/** The ticket's status as the tracker has it now ("OPEN"), read through the portal's API. */
async function statusOf(page: Page, ticket: string): Promise<string> {
  const response = await page.request.get(`/api/support/tickets/${ticket}`);
  const body = (await response.json()) as { data: { ticket: { status: string } } };
  return body.data.ticket.status;
}

type WorkflowKey = "Tickets.workflow.transition" | "Tickets.workflow.field" | "Tickets.workflow.value";

/** The tracker's transitions, fields and choices as the page names them: its own words in English, the portal's in Spanish. */
function workflow(t: (key: WorkflowKey, values: Record<string, string>) => string) {
  return {
    transition: (id: number, name: string) => t("Tickets.workflow.transition", { id: String(id), name }),
    field: (field: string, label: string) => t("Tickets.workflow.field", { field, label }),
    choice: (value: string) => t("Tickets.workflow.value", { value }),
  };
}

test.describe("ticket transitions", () => {
  test("opens a ticket by provider and id, applies a transition from a generated form", async ({
    page,
    words: { t, typed, intlLocale, language },
  }) => {
    const ticket = TO_START[language];
    await page.goto("/support/tickets");
    const provider = page.getByLabel(t("Tickets.open.provider"));
    await expect(provider.locator("option")).toHaveText(["JAM", "TGJ", "JNEXT", "JNODUS", "OCEANE"]);
    await provider.selectOption("JAM");
    await page.getByLabel(t("Tickets.open.ticketId")).fill(ticket.id);
    await page.getByRole("button", { name: t("Tickets.open.submit") }).click();
    await expect(page).toHaveURL(`/support/tickets/JAM/${ticket.id}`);
    await expect(page.getByRole("heading", { name: ticket.summary })).toBeVisible();
    await expect(page.getByTestId("ticket-status")).toHaveText(t("Tickets.status.OPEN"));

    // The workflow's transitions, field labels and choices in the page's language; values stay codes.
    const w = workflow(t);
    const start = w.transition(11, "Start progress");
    await page.getByRole("radio", { name: start }).check();
    const group = page.getByLabel(w.field("assignee_group", "Assignee group"));
    await expect(group.locator("option")).toHaveText([
      t("Tickets.field.choose"),
      ...["L1_SUPPORT", "L2_NETWORK", "BILLING", "FIELD_TECHNICIANS"].map(w.choice),
    ]);
    await group.selectOption("L2_NETWORK");
    await page.getByLabel(w.field("estimated_hours", "Estimated effort (hours)")).fill(typed("3.5"));
    await page.getByRole("button", { name: t("Tickets.transition.apply", { name: start }) }).click();

    const inProgress = t("Tickets.status.IN_PROGRESS");
    await expect(
      page.getByRole("status").filter({ hasText: t("Tickets.transition.applied", { name: start }) }),
    ).toContainText(
      t.markup("Tickets.transition.nowStatus", { value: inProgress, strong: (chunks) => chunks }),
    );
    await expect(page.getByTestId("ticket-status")).toHaveText(inProgress);
    const history = page.getByRole("list", { name: t("Tickets.history.label") });
    const latest = history.getByRole("listitem").first();
    await expect(latest).toContainText(`${start}: ${t("Tickets.status.OPEN")} → ${inProgress}`);
    await expect(latest).toContainText(w.choice("L2_NETWORK"));
    // The effort as the page's language writes it: "3,5" in Spanish.
    await expect(latest).toContainText(new Intl.NumberFormat(intlLocale).format(3.5));
    await expect(page.getByRole("radio", { name: w.transition(41, "Resolve") })).toBeVisible();

    // The request used the v2.2.0 layout: fields inside customFields, keyed by name.
    const read = await page.request.get(`/api/support/tickets/JAM/${ticket.id}`);
    const body = (await read.json()) as {
      data: { ticket: { history: { layout: string; fields: object }[] } };
    };
    const last = body.data.ticket.history.at(-1);
    expect(last).toMatchObject({
      layout: "customFields",
      fields: { assignee_group: "L2_NETWORK", estimated_hours: 3.5 },
    });

    await page.goto("/support/tickets");
    await expect(page.getByRole("list", { name: t("Tickets.recent.label") })).toContainText(ticket.id);
  });

  test("a missing required field is explained and nothing is sent", async ({ page, words: { t } }) => {
    const w = workflow(t);
    const cancel = w.transition(71, "Cancel");
    const reasonLabel = w.field("cancel_reason", "Cancellation reason");
    await page.goto("/support/tickets/JNODUS/1014");
    await page.getByRole("radio", { name: cancel }).check();
    await expect(
      page.getByText(t.markup("Tickets.transition.requiredNote", { required: (chunks) => chunks })),
    ).toBeVisible();
    await page.getByRole("checkbox", { name: w.choice("LINKED_OUTAGE") }).check();
    await page.getByRole("button", { name: t("Tickets.transition.apply", { name: cancel }) }).click();
    const reason = page.getByLabel(reasonLabel);
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(await statusOf(page, "JNODUS/1014"), "nothing was sent").toBe("OPEN");
    await expect(page.getByText(t("Errors.field.ticketFieldRequired", { field: reasonLabel }))).toBeVisible();
  });

  test("a number out of range is refused before sending", async ({ page, words: { t } }) => {
    const w = workflow(t);
    const start = w.transition(11, "Start progress");
    const effort = w.field("estimated_hours", "Estimated effort (hours)");
    await page.goto("/support/tickets/OCEANE/1020");
    await page.getByRole("radio", { name: start }).check();
    await page.getByLabel(w.field("assignee_group", "Assignee group")).selectOption("BILLING");
    await page.getByLabel(effort).fill("5000");
    await page.getByRole("button", { name: t("Tickets.transition.apply", { name: start }) }).click();
    await expect(page.getByLabel(effort)).toHaveAttribute("aria-invalid", "true");
    expect(await statusOf(page, "OCEANE/1020"), "nothing was sent").toBe("OPEN");
    await expect(
      page.getByText(t("Errors.field.ticketFieldAtMost", { field: effort, max: "1000" })),
    ).toBeVisible();
  });

  test("a transition refused by the tracker is explained with its trace id", async ({
    page,
    browser,
    words: { t, intlLocale, language },
  }) => {
    // Two tabs on the same ticket: the second resolves it, the first still offers "Ask the customer".
    await page.goto(`/support/tickets/${TO_RESOLVE[language]}`);
    await expect(page.getByTestId("ticket-status")).toHaveText(t("Tickets.status.IN_PROGRESS"));

    const w = workflow(t);
    const resolve = w.transition(41, "Resolve");
    const ask = w.transition(21, "Ask the customer");
    const other = await browser.newPage({ storageState: storageStatePath("support"), locale: intlLocale });
    await other.goto(page.url());
    await other.getByRole("radio", { name: resolve }).check();
    await other
      .getByRole("combobox", { name: w.field("resolution", "Resolution"), exact: true })
      .selectOption("FIXED");
    await other.getByLabel(w.field("resolution_notes", "Resolution notes")).fill("Reset the voicemail PIN.");
    await other.getByRole("checkbox", { name: w.choice("VOICE") }).check();
    await other.getByRole("button", { name: t("Tickets.transition.apply", { name: resolve }) }).click();
    await expect(other.getByTestId("ticket-status")).toHaveText(t("Tickets.status.RESOLVED"));
    await other.close();

    await page.getByRole("radio", { name: ask }).check();
    await page
      .getByLabel(w.field("customer_question", "Question for the customer"))
      .fill("When did it start?");
    await page.getByRole("button", { name: t("Tickets.transition.apply", { name: ask }) }).click();
    const alert = page.getByRole("alert").filter({ hasText: t("Tickets.transition.failed") });
    await expect(alert).toContainText(t("Errors.operator.transitionNotAllowed"));
    await expect(alert).toContainText(t.markup("Feedback.reference", { id: "", code: () => "" }).trim());
  });

  test("JCC is explained, an unknown ticket shows an empty state", async ({ page, words: { t } }) => {
    await page.goto("/support/tickets/JCC/1001");
    await expect(page.getByRole("alert").filter({ hasText: "JCC" })).toContainText(
      t("Tickets.page.removedProvider"),
    );
    await page.goto("/support/tickets/JAM/999999");
    await expect(page.getByText(t("Tickets.detail.notFound"))).toBeVisible();
    // 1002 lives at TGJ, not JAM.
    await page.goto("/support/tickets/JAM/1002");
    await expect(page.getByText(t("Tickets.detail.notFound"))).toBeVisible();
  });

  test("a ticket's line opens its checks, with the way back to the ticket", async ({
    page,
    words: { t },
  }) => {
    await page.goto("/support/tickets/TGJ/1002");
    await page.getByRole("link", { name: "SUB-1001", exact: true }).click();
    await expect(page).toHaveURL(/\/support\/lines\/SUB-1001\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("Tickets.line.title", { number: "+34 600 10 00 01" }),
    );
    await page.getByRole("link", { name: t("Tickets.line.backToTicket", { id: "1002" }) }).click();
    await expect(page).toHaveURL("/support/tickets/TGJ/1002");
    await expect(page.getByRole("heading", { name: "Roaming not working in France" })).toBeVisible();

    // A made-up provider in the address gives no way back rather than a broken one.
    await page.goto("/support/lines/SUB-1001?provider=NOPE&ticket=1002");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("link", { name: t("Tickets.line.backToTicket", { id: "1002" }) }),
    ).toHaveCount(0);
  });

  test("on a tablet the tickets are cards, nothing cut off at the side", async ({ page, words: { t } }) => {
    await page.setViewportSize({ width: 800, height: 1024 });
    await page.goto("/support/tickets");
    const list = page.getByRole("table", { name: t("Tickets.list.caption") });
    await expect(list.getByRole("columnheader")).toHaveCount(0);
    const card = list.getByRole("row").first();
    const updated = card.getByRole("cell", { name: new RegExp(`^${t("Tickets.list.columns.updated")}`) });
    const [box, field] = [await list.boundingBox(), await updated.boundingBox()];
    expect((field?.x ?? 0) + (field?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0),
    );
  });

  test("works at phone width with the keyboard", async ({ page, words: { t } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/support/tickets");
    await page.getByLabel(t("Tickets.open.ticketId")).focus();
    await page.keyboard.type("1008");
    await page.getByLabel(t("Tickets.open.provider")).selectOption("JNEXT");
    await page.getByLabel(t("Tickets.open.ticketId")).press("Enter");
    await expect(page).toHaveURL("/support/tickets/JNEXT/1008");
    await expect(page.getByTestId("ticket-status")).toHaveText(t("Tickets.status.OPEN"));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
