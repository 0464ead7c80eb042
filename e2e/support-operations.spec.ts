import { readFile } from "node:fs/promises";
import type { Locale } from "../lib/i18n/locales";
import { expect, test } from "./fixtures";
import { ANY } from "./support/i18n";
import { CSV_HEADER, csvFile, dropFile } from "./support-helpers";

test.use({ user: "support" });

const fileInput = (page: import("@playwright/test").Page) => page.locator('input[type="file"]');

// The Spanish run follows the English one on the same sandbox: a bonus added once is then already
// active, so each language adds its own.
const BONUS: Record<Locale, { mixed: string; partial: string; excel: string; retry: string }> = {
  en: { mixed: "ROAMING_WORLD", partial: "SMS_100", excel: "DATA_10GB", retry: "VOICE_100MIN" },
  es: { mixed: "ROAMING_EU", partial: "DATA_1GB", excel: "DATA_5GB", retry: "BULK_A" },
};

// The reasons of invalid rows and of a broken header are worded by contract/operations.ts and
// contract/operations-file.ts in English whatever the page's language (outside this
// branch's files): only the English run checks their words.

test.describe("bulk subscription operations", () => {
  test("the sample CSV can be downloaded", async ({ page, words: { t } }) => {
    await page.goto("/support/operations");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t("Operations.upload.sample") }).click(),
    ]);
    const text = await readFile((await download.path()) ?? "", "utf8");
    expect(text.split("\r\n")[0]).toBe(CSV_HEADER);
    expect(text).toContain("SET_CREDIT_LIMIT");
  });

  test("invalid rows are shown with reasons and block sending until removed", async ({
    page,
    words: { t, like, language },
  }) => {
    // Bonus ids come from the sandbox's catalog; the sandbox is fresh for every run.
    const bonus = BONUS[language].mixed;
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
    await expect(
      page.getByRole("heading", { name: t("Operations.upload.checkTitle", { name: "mixed.csv" }) }),
    ).toBeVisible();
    await expect(page.getByText(t("Operations.upload.invalidRows", { count: 3 }))).toBeVisible();
    const table = page.getByRole("table", { name: t("Operations.preview.caption") });
    await expect(table.getByRole("row").filter({ has: page.getByRole("listitem") })).toHaveCount(3);
    await expect(table).toContainText(t("Operations.problems.missingParameter", { column: "plan" }));
    await expect(table).toContainText(like("Operations.problems.unknownOperation"));
    await expect(table).toContainText(t("Operations.problems.invalidParameter", { column: "credit_limit" }));
    const send = page.getByRole("button", { name: t("Operations.upload.send", { count: 4 }) });
    await expect(send).toBeDisabled();

    await page.getByRole("button", { name: t("Operations.upload.removeInvalid") }).click();
    await expect(page.getByText(t("Operations.upload.allValid"))).toBeVisible();
    const sendOne = page.getByRole("button", { name: t("Operations.upload.send", { count: 1 }) });
    await expect(sendOne).toHaveText(t("Operations.upload.send", { count: 1 }));
    await sendOne.click();
    await expect(
      page.getByRole("status").filter({ hasText: t("Operations.results.allSucceeded", { count: 1 }) }),
    ).toBeVisible();
    // Outcome rows carry the row number of the person's file, and the outcome in the reader's words.
    await expect(page.getByRole("table", { name: t("Operations.results.caption") })).toContainText(
      t("Operations.outcomes.succeeded", { operation: "ADD_BONUS", bonus, plan: "", limit: "" }),
    );
  });

  test("a 202 with failed rows is a partial success and the failed rows can be downloaded", async ({
    page,
    words: { t, language, intlLocale },
  }) => {
    const bonus = BONUS[language].partial;
    await page.goto("/support/operations");
    // A drop before hydration would go to the browser, not to the drop zone.
    await expect(page.getByRole("button", { name: t("Operations.drop.choose") })).toBeEnabled();
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
    await expect(page.getByText(t("Operations.upload.allValid"))).toBeVisible();
    await page.getByRole("button", { name: t("Operations.upload.send", { count: 3 }) }).click();

    const warning = page.getByRole("alert").filter({ hasText: t("Operations.results.partialTitle") });
    await expect(warning).toContainText(
      t("Operations.results.partialBody", { count: 1, total: 3, failed: 2 }),
    );
    await expect(
      page.getByRole("status").filter({ hasText: t("Operations.results.allSucceeded", { count: 3 }) }),
    ).toHaveCount(0);
    const summary = page.getByRole("definition");
    await expect(summary).toHaveText([3, 1, 2].map((n) => n.toLocaleString(intlLocale)));

    const outcomes = page.getByRole("table", { name: t("Operations.results.caption") });
    await expect(outcomes.getByRole("row")).toHaveCount(3); // header + 2 failed (failed filter first)
    const option = (name: string, count: number) =>
      page.getByRole("button", { name: t("Operations.filterOption", { name, count }) });
    await option(t("Operations.results.all"), 3).click();
    await expect(outcomes.getByRole("row")).toHaveCount(4);
    await option(t("Operations.results.failed"), 2).click();
    await expect(outcomes).toContainText("subscriptionNotFound");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t("Operations.results.downloadFailed") }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`partial-${t("Operations.downloads.failedSuffix")}.csv`);
    const lines = (await readFile((await download.path()) ?? "", "utf8")).trim().split("\r\n");
    expect(lines[0]).toBe(`${CSV_HEADER},error`);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `RESUME,SUB-9999,,,,Unknown line,subscriptionNotFound: ${t("Operations.outcomes.subscriptionNotFound")}`,
    );
    expect(lines[2]).toContain(`ADD_BONUS,SUB-1004,,${bonus},,Same bonus twice,bonusAlreadyActive:`);
  });

  test("a semicolon-separated Windows-1252 file (Excel in Spain) is read as it was written", async ({
    page,
    words: { t, language },
  }) => {
    const text = `${CSV_HEADER.replaceAll(",", ";")}\r\nADD_BONUS;SUB-1003;;${BONUS[language].excel};;Bonificación por avería\r\n`;
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles({
      name: "excel.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text, "latin1"),
    });
    await expect(page.getByText(t("Operations.upload.allValid"))).toBeVisible();
    await expect(page.getByRole("table", { name: t("Operations.preview.caption") })).toContainText(
      "Bonificación por avería",
    );
    await page.getByRole("button", { name: t("Operations.upload.send", { count: 1 }) }).click();
    await expect(
      page.getByRole("status").filter({ hasText: t("Operations.results.allSucceeded", { count: 1 }) }),
    ).toBeVisible();
  });

  test("a credit limit with a decimal comma in a semicolon file (Excel in Spain) is read and echoed (issue 41, item 15)", async ({
    page,
    words: { t, language },
  }) => {
    const text = `${CSV_HEADER.replaceAll(",", ";")}\r\nSET_CREDIT_LIMIT;SUB-1003;;;75,50;Revisión\r\n`;
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles({
      name: "excel.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text, "latin1"),
    });
    await expect(page.getByText(t("Operations.upload.allValid"))).toBeVisible();
    await expect(page.getByRole("table", { name: t("Operations.preview.caption") })).toContainText(
      language === "es" ? "75,50" : "75.50",
    );
  });

  test("a corrected failed-rows file can be uploaded again", async ({ page, words: { t, language } }) => {
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles(
      csvFile("retry.csv", [CSV_HEADER, "", `ADD_BONUS,SUB-9999,,${BONUS[language].retry},,Wrong line`]),
    );
    const sendOne = page.getByRole("button", { name: t("Operations.upload.send", { count: 1 }) });
    await sendOne.click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t("Operations.results.downloadFailed") }).click(),
    ]);
    const failed = await readFile((await download.path()) ?? "", "utf8");
    expect(failed.split("\r\n")[0]).toBe(`${CSV_HEADER},error`);
    // Blank line 2 counts: the failed row is the one a spreadsheet shows as row 3.
    const failedRow = page
      .getByRole("table", { name: t("Operations.results.caption") })
      .getByRole("row", { name: /SUB-9999/ });
    await expect(failedRow.getByRole("cell").first()).toHaveText("3");

    await fileInput(page).setInputFiles({
      name: "retry-failed.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(failed.replace("SUB-9999", "SUB-1002")),
    });
    await expect(page.getByText(t("Operations.upload.rowsChecked", { count: 1, invalid: 0 }))).toBeVisible();
    await expect(page.getByText(t("Operations.upload.allValid"))).toBeVisible();
    await sendOne.click();
    await expect(
      page.getByRole("status").filter({ hasText: t("Operations.results.allSucceeded", { count: 1 }) }),
    ).toBeVisible();
  });

  test("a 10,000-row file is previewed a page at a time and sent", async ({
    page,
    words: { t, intlLocale },
  }) => {
    test.setTimeout(120_000);
    const rows = Array.from({ length: 10_000 }, (_, i) => `RESUME,SUB-100${(i % 4) + 1},,,,Row ${i + 1}`);
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles(csvFile("big.csv", [CSV_HEADER, ...rows]));
    await expect(
      page.getByText(t("Operations.upload.rowsChecked", { count: 10_000, invalid: 0 })),
    ).toBeVisible();
    await expect(
      page.getByText(t("Operations.pager.rows", { first: 1, last: 50, total: 10_000 })),
    ).toBeVisible();
    await expect(
      page.getByRole("table", { name: t("Operations.preview.caption") }).getByRole("row"),
    ).toHaveCount(51);
    await page
      .getByRole("navigation", { name: t("Operations.preview.pages") })
      .getByRole("button", { name: t("Operations.pager.next") })
      .click();
    await expect(
      page.getByText(t("Operations.pager.rows", { first: 51, last: 100, total: 10_000 })),
    ).toBeVisible();

    await page.getByRole("button", { name: t("Operations.upload.send", { count: 10_000 }) }).click();
    await expect(page.getByRole("definition").first()).toHaveText((10_000).toLocaleString(intlLocale), {
      timeout: 60_000,
    });
    // None of these lines is suspended: every RESUME fails, which is no success at all.
    await expect(
      page.getByRole("alert").filter({ hasText: t("Operations.results.noneTitle") }),
    ).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: t("Operations.results.noneTitle") }),
    ).toContainText(t("Operations.results.noneBody", { count: 10_000 }));
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

  test("a file with a broken header cannot be sent", async ({ page, words: { t, like } }) => {
    await page.goto("/support/operations");
    await fileInput(page).setInputFiles(
      csvFile("header.csv", ["operation,subscription,colour", "RESUME,SUB-1001,red"]),
    );
    const alert = page.getByRole("alert").filter({ hasText: t("Operations.upload.fileBlocked") });
    await expect(alert.getByRole("listitem").first()).toBeVisible();
    await expect(alert).toContainText(t("Operations.problems.missingColumn", { column: "subscription_id" }));
    await expect(alert).toContainText(
      like("Operations.problems.unknownColumn", { column: "colour", columns: ANY }),
    );
    await expect(
      page.getByRole("button", { name: t("Operations.upload.send", { count: 1 }) }),
    ).toBeDisabled();
  });
});
