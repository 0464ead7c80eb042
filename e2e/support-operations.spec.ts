import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { CSV_HEADER, csvFile, dropFile } from "./support-helpers";

test.use({ user: "support" });

const fileInput = (page: import("@playwright/test").Page) => page.locator('input[type="file"]');

test.describe("bulk subscription operations", () => {
  test("the sample CSV can be downloaded", async ({ page }) => {
    await page.goto("/support/operations");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download a sample CSV" }).click(),
    ]);
    const text = await readFile((await download.path()) ?? "", "utf8");
    expect(text.split("\r\n")[0]).toBe(CSV_HEADER);
    expect(text).toContain("SET_CREDIT_LIMIT");
  });

  test("invalid rows are shown with reasons and block sending until removed", async ({ page }) => {
    // Bonus ids come from the sandbox's catalog; the sandbox is fresh for every run.
    const bonus = "ROAMING_WORLD";
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles(
      csvFile("mixed.csv", [
        CSV_HEADER,
        `ADD_BONUS,SUB-1001,,${bonus},,Goodwill`,
        "CHANGE_PLAN,SUB-1001,,,,No plan given",
        "EXPLODE,SUB-1001,,,,",
        "SET_CREDIT_LIMIT,SUB-1004,,,12.123456789,Too many places",
      ]),
    );
    await expect(page.getByRole("heading", { name: "2. Check mixed.csv" })).toBeVisible();
    await expect(page.getByText("3 invalid rows")).toBeVisible();
    const table = page.getByRole("table", { name: "Rows of the file" });
    await expect(table).toContainText("plan is required for this operation.");
    await expect(table).toContainText("operation must be one of");
    await expect(table).toContainText("credit_limit must be a decimal");
    const send = page.getByRole("button", { name: /^Send \d+ operations?$/ });
    await expect(send).toBeDisabled();

    await page.getByRole("button", { name: "Remove the invalid rows" }).click();
    await expect(page.getByText("Every row is valid.")).toBeVisible();
    await expect(send).toHaveText("Send 1 operation");
    await send.click();
    await expect(page.getByRole("status").filter({ hasText: "The operation succeeded" })).toBeVisible();
    // Outcome rows carry the row number of the person's file.
    await expect(page.getByRole("table", { name: "Outcome per row" })).toContainText(`Bonus ${bonus} added.`);
  });

  test("a 202 with failed rows is a partial success and the failed rows can be downloaded", async ({
    page,
  }) => {
    const bonus = "SMS_100";
    await page.goto("/support/operations");
    await dropFile(
      page,
      '[data-testid="csv-drop-zone"]',
      "partial.csv",
      [
        CSV_HEADER,
        `ADD_BONUS,SUB-1004,,${bonus},,Goodwill`,
        "RESUME,SUB-9999,,,,Unknown line",
        `ADD_BONUS,SUB-1004,,${bonus},,Same bonus twice`,
        "",
      ].join("\n"),
    );
    await expect(page.getByText("Every row is valid.")).toBeVisible();
    await page.getByRole("button", { name: "Send 3 operations" }).click();

    const warning = page.getByRole("alert").filter({ hasText: "Partially applied" });
    await expect(warning).toContainText("1 of 3 operations succeeded and 2 failed");
    await expect(page.getByRole("status").filter({ hasText: "succeeded" })).toHaveCount(0);
    const summary = page.getByRole("definition");
    await expect(summary).toHaveText(["3", "1", "2"]);

    const outcomes = page.getByRole("table", { name: "Outcome per row" });
    await expect(outcomes.getByRole("row")).toHaveCount(3); // header + 2 failed (failed filter first)
    await page.getByRole("button", { name: "All (3)" }).click();
    await expect(outcomes.getByRole("row")).toHaveCount(4);
    await page.getByRole("button", { name: "Failed (2)" }).click();
    await expect(outcomes).toContainText("subscriptionNotFound");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download failed rows (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("partial-failed.csv");
    const lines = (await readFile((await download.path()) ?? "", "utf8")).trim().split("\r\n");
    expect(lines[0]).toBe(`${CSV_HEADER},error`);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("RESUME,SUB-9999,,,,Unknown line,subscriptionNotFound:");
    expect(lines[2]).toContain(`ADD_BONUS,SUB-1004,,${bonus},,Same bonus twice,bonusAlreadyActive:`);
  });

  test("a semicolon-separated Windows-1252 file (Excel in Spain) is read as it was written", async ({
    page,
  }) => {
    const text = `${CSV_HEADER.replaceAll(",", ";")}\r\nADD_BONUS;SUB-1003;;DATA_10GB;;Bonificación por avería\r\n`;
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles({
      name: "excel.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text, "latin1"),
    });
    await expect(page.getByText("Every row is valid.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Rows of the file" })).toContainText(
      "Bonificación por avería",
    );
    await page.getByRole("button", { name: "Send 1 operation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The operation succeeded" })).toBeVisible();
  });

  test("a corrected failed-rows file can be uploaded again", async ({ page }) => {
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles(
      csvFile("retry.csv", [CSV_HEADER, "", "ADD_BONUS,SUB-9999,,VOICE_100MIN,,Wrong line"]),
    );
    await page.getByRole("button", { name: "Send 1 operation" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download failed rows (CSV)" }).click(),
    ]);
    const failed = await readFile((await download.path()) ?? "", "utf8");
    expect(failed.split("\r\n")[0]).toBe(`${CSV_HEADER},error`);
    // Blank line 2 counts: the failed row is the one a spreadsheet shows as row 3.
    const failedRow = page
      .getByRole("table", { name: "Outcome per row" })
      .getByRole("row", { name: /SUB-9999/ });
    await expect(failedRow.getByRole("cell").first()).toHaveText("3");

    await fileInput(page).setInputFiles({
      name: "retry-failed.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(failed.replace("SUB-9999", "SUB-1002")),
    });
    await expect(page.getByText("1 operation, 0 invalid.")).toBeVisible();
    await expect(page.getByText("Every row is valid.")).toBeVisible();
    await page.getByRole("button", { name: "Send 1 operation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The operation succeeded" })).toBeVisible();
  });

  test("a 10,000-row file is previewed a page at a time and sent", async ({ page }) => {
    test.setTimeout(120_000);
    const rows = Array.from({ length: 10_000 }, (_, i) => `RESUME,SUB-100${(i % 4) + 1},,,,Row ${i + 1}`);
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles(csvFile("big.csv", [CSV_HEADER, ...rows]));
    await expect(page.getByText("10,000 operations, 0 invalid.")).toBeVisible();
    await expect(page.getByText("Rows 1–50 of 10,000")).toBeVisible();
    await expect(page.getByRole("table", { name: "Rows of the file" }).getByRole("row")).toHaveCount(51);
    await page
      .getByRole("navigation", { name: "Preview pages" })
      .getByRole("button", { name: "Next" })
      .click();
    await expect(page.getByText("Rows 51–100 of 10,000")).toBeVisible();

    await page.getByRole("button", { name: "Send 10,000 operations" }).click();
    await expect(page.getByRole("definition").first()).toHaveText("10,000", { timeout: 60_000 });
    // None of these lines is suspended: every RESUME fails, which is no success at all.
    await expect(page.getByRole("alert").filter({ hasText: "No operation succeeded" })).toBeVisible();
  });

  test("a file the operator refuses (400) shows its explanation", async ({ page }) => {
    // Straight to the route handler, as a script would: the browser's checks are not in the way.
    const response = await page.request.post("/api/support/operations", {
      multipart: { file: csvFile("bad.csv", [CSV_HEADER, "CHANGE_PLAN,SUB-1001,,,,", "NOPE,SUB-1001,,,,"]) },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; message: string; traceId: string; issues: { row: number; code: string }[] };
    };
    expect(body.error.code).toBe("invalidOperations");
    expect(body.error.message).toBe("Some operations are invalid; nothing was applied.");
    expect(body.error.traceId).toBeTruthy();
    expect(body.error.issues.map((i) => [i.row, i.code])).toEqual([
      [2, "missingParameter"],
      [3, "unknownOperation"],
    ]);
  });

  test("a file with a broken header cannot be sent", async ({ page }) => {
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles(
      csvFile("header.csv", ["operation,subscription,colour", "RESUME,SUB-1001,red"]),
    );
    const alert = page.getByRole("alert").filter({ hasText: "The file cannot be sent" });
    await expect(alert).toContainText("The column “subscription_id” is required.");
    await expect(alert).toContainText("Unknown column “colour”");
    await expect(page.getByRole("button", { name: /^Send/ })).toBeDisabled();
  });
});
