import { expect, test } from "./fixtures";
import { storageStatePath } from "./support/users";

// Seeded tickets (sandbox/seed/ticketing.ts); each test uses its own so they can run in parallel.
test.use({ user: "support" });

test.describe("ticket transitions", () => {
  test("opens a ticket by provider and id, applies a transition from a generated form", async ({ page }) => {
    await page.goto("/support/tickets");
    const provider = page.getByLabel("Provider");
    await expect(provider.locator("option")).toHaveText(["JAM", "TGJ", "JNEXT", "JNODUS", "OCEANE"]);
    await provider.selectOption("JAM");
    await page.getByLabel("Ticket id").fill("1001");
    await page.getByRole("button", { name: "Open ticket" }).click();
    await expect(page).toHaveURL("/support/tickets/JAM/1001");
    await expect(page.getByRole("heading", { name: "No data connection since this morning" })).toBeVisible();
    await expect(page.getByTestId("ticket-status")).toHaveText("Open");

    await page.getByRole("radio", { name: /Start progress/ }).check();
    const group = page.getByLabel("Assignee group");
    await expect(group.locator("option")).toHaveText([
      "Choose…",
      "L1_SUPPORT",
      "L2_NETWORK",
      "BILLING",
      "FIELD_TECHNICIANS",
    ]);
    await group.selectOption("L2_NETWORK");
    await page.getByLabel("Estimated effort (hours)").fill("3.5");
    await page.getByRole("button", { name: "Apply “Start progress”" }).click();

    await expect(
      page.getByRole("status").filter({ hasText: "Transition “Start progress” applied" }),
    ).toContainText("The ticket is now In progress");
    await expect(page.getByTestId("ticket-status")).toHaveText("In progress");
    const history = page.getByRole("list", { name: "Ticket history" });
    await expect(history.getByRole("listitem").first()).toContainText("Start progress: Open → In progress");
    await expect(history.getByRole("listitem").first()).toContainText("L2_NETWORK");
    await expect(page.getByRole("radio", { name: /Resolve/ })).toBeVisible();

    // The request used the v2.2.0 layout: fields inside customFields, keyed by name.
    const read = await page.request.get("/api/support/tickets/JAM/1001");
    const body = (await read.json()) as {
      data: { ticket: { history: { layout: string; fields: object }[] } };
    };
    const last = body.data.ticket.history.at(-1);
    expect(last).toMatchObject({
      layout: "customFields",
      fields: { assignee_group: "L2_NETWORK", estimated_hours: 3.5 },
    });

    await page.goto("/support/tickets");
    await expect(page.getByRole("list", { name: "Recent tickets" })).toContainText("1001");
  });

  test("a missing required field is explained and nothing is sent", async ({ page }) => {
    await page.goto("/support/tickets/JNODUS/1014");
    await page.getByRole("radio", { name: /Cancel/ }).check();
    await expect(page.getByText("Fields marked * are required.")).toBeVisible();
    await page.getByRole("checkbox", { name: "LINKED_OUTAGE" }).check();
    await page.getByRole("button", { name: "Apply “Cancel”" }).click();
    await expect(page.getByText("Cancellation reason is required.")).toBeVisible();
    await expect(page.getByLabel("Cancellation reason")).toBeFocused();
    await expect(page.getByLabel("Cancellation reason")).toHaveAttribute("aria-invalid", "true");
    await page.reload();
    await expect(page.getByTestId("ticket-status")).toHaveText("Open");
  });

  test("a number out of range is refused before sending", async ({ page }) => {
    await page.goto("/support/tickets/OCEANE/1020");
    await page.getByRole("radio", { name: /Start progress/ }).check();
    await page.getByLabel("Assignee group").selectOption("BILLING");
    await page.getByLabel("Estimated effort (hours)").fill("5000");
    await page.getByRole("button", { name: "Apply “Start progress”" }).click();
    await expect(page.getByText("Estimated effort (hours) must be at most 1000.")).toBeVisible();
    await expect(page.getByTestId("ticket-status")).toHaveText("Open");
  });

  test("a transition refused by the tracker is explained with its trace id", async ({ page, browser }) => {
    // Two tabs on the same ticket: the second resolves it, the first still offers "Ask the customer".
    await page.goto("/support/tickets/JNODUS/1009");
    await expect(page.getByTestId("ticket-status")).toHaveText("In progress");

    const other = await browser.newPage({ storageState: storageStatePath("support") });
    await other.goto(page.url());
    await other.getByRole("radio", { name: /Resolve/ }).check();
    await other.getByRole("combobox", { name: "Resolution", exact: true }).selectOption("FIXED");
    await other.getByLabel("Resolution notes").fill("Reset the voicemail PIN.");
    await other.getByRole("checkbox", { name: "VOICE" }).check();
    await other.getByRole("button", { name: "Apply “Resolve”" }).click();
    await expect(other.getByTestId("ticket-status")).toHaveText("Resolved");
    await other.close();

    await page.getByRole("radio", { name: /Ask the customer/ }).check();
    await page.getByLabel("Question for the customer").fill("When did it start?");
    await page.getByRole("button", { name: "Apply “Ask the customer”" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The transition was not applied" });
    await expect(alert).toContainText("cannot be applied to a ticket in status RESOLVED");
    await expect(alert).toContainText(/Reference: \S+/);
  });

  test("JCC is explained, an unknown ticket shows an empty state", async ({ page }) => {
    await page.goto("/support/tickets/JCC/1001");
    await expect(page.getByRole("alert").filter({ hasText: "JCC" })).toContainText(
      "JCC was removed in ticketing API 2.2.0",
    );
    await page.goto("/support/tickets/JAM/999999");
    await expect(page.getByText("Ticket not found")).toBeVisible();
    // 1002 lives at TGJ, not JAM.
    await page.goto("/support/tickets/JAM/1002");
    await expect(page.getByText("Ticket not found")).toBeVisible();
  });

  test("works at phone width with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/support/tickets");
    await page.getByLabel("Ticket id").focus();
    await page.keyboard.type("1008");
    await page.getByLabel("Provider").selectOption("JNEXT");
    await page.getByLabel("Ticket id").press("Enter");
    await expect(page).toHaveURL("/support/tickets/JNEXT/1008");
    await expect(page.getByTestId("ticket-status")).toHaveText("Open");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
