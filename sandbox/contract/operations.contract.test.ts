import { afterAll, describe, expect, it } from "vitest";
import { parseDecimalJson } from "../../contract/decimal-json";
import {
  AdministrationOperationResponse,
  ErrorResponse,
  MAX_CSV_BYTES,
  SubscriptionAdminState,
} from "../../contract/operations";
import { api } from "./client";

const base = "/subscriptions/v2/orgs";
const HEADER = "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason";

function upload(
  csv: string | Uint8Array<ArrayBuffer>,
  { as = "support", org = "demo", name = "ops.csv" } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), name);
  return api(`${base}/${org}/operations`, { as, method: "POST", body: form });
}

async function accepted(response: Response) {
  expect(response.status).toBe(202);
  return AdministrationOperationResponse.parse(await response.json());
}

async function refused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = ErrorResponse.parse(await response.json());
  expect(body.error).toBe(code);
  return body;
}

async function state(id: string, org = "demo") {
  const response = await api(`${base}/${org}/subscriptions/${id}`, {
    as: org === "demo" ? "support" : "dave",
  });
  expect(response.status).toBe(200);
  return SubscriptionAdminState.parse(parseDecimalJson(await response.text()));
}

const DEMO_SUBS = ["SUB-1001", "SUB-1002", "SUB-1003", "SUB-1004"];
const snapshot = async () => Promise.all([...DEMO_SUBS.map((id) => state(id)), state("SUB-2001", "acme")]);

/** Refusals must change no subscription. */
async function expectUnchanged(refusals: () => Promise<void>) {
  const before = await snapshot();
  await refusals();
  expect(await snapshot()).toEqual(before);
}

const csv = (...rows: string[]) => `${[HEADER, ...rows].join("\n")}\n`;

/** Resumes every suspended demo subscription (and puts SUB-1004 back on its seed plan). */
async function resetDemoSubscriptions() {
  const rows = [];
  for (const id of DEMO_SUBS) {
    const s = await state(id);
    if (s.status === "suspended") rows.push(`RESUME,${id},,,,contract test cleanup`);
  }
  if ((await state("SUB-1004")).plan !== "Mobile 20") rows.push("CHANGE_PLAN,SUB-1004,Mobile 20,,,");
  if (rows.length) await accepted(await upload(csv(...rows)));
}

// Leave the demo subscriptions as the seed made them for the suites that run after this one.
afterAll(resetDemoSubscriptions);

describe("POST /subscriptions/v2/orgs/{org}/operations", () => {
  it("processes a file: per-row outcome, real state changes, partial failure still 202", async () => {
    const file = csv(
      "SUSPEND,SUB-1001,,,,Fraud check",
      "SUSPEND,SUB-1001,,,,again",
      "CHANGE_PLAN,SUB-1004,Unlimited 80,,,",
      "SET_CREDIT_LIMIT,SUB-1004,,,,",
      "ADD_BONUS,SUB-1004,,DATA_5GB,,welcome",
      "SET_CREDIT_LIMIT,SUB-1003,,,120.12345678,",
      "SET_CREDIT_LIMIT,SUB-1002,,,50,",
      "ADD_BONUS,SUB-2001,,DATA_5GB,,",
      "RESUME,SUB-9999,,,,",
    ).replace("SET_CREDIT_LIMIT,SUB-1004,,,,", "SET_CREDIT_LIMIT,SUB-1004,,,250.5,");
    const body = await accepted(await upload(file, { name: "monday.csv" }));
    expect(body).toMatchObject({
      org: "demo",
      file_name: "monday.csv",
      received: 9,
      succeeded: 5,
      failed: 4,
    });
    expect(body.results.map((r) => [r.row, r.status, r.code])).toEqual([
      [2, "SUCCEEDED", null],
      [3, "FAILED", "alreadySuspended"],
      [4, "SUCCEEDED", null],
      [5, "SUCCEEDED", null],
      [6, "SUCCEEDED", null],
      [7, "SUCCEEDED", null],
      [8, "FAILED", "creditLimitNotApplicable"],
      [9, "FAILED", "subscriptionNotFound"],
      [10, "FAILED", "subscriptionNotFound"],
    ]);

    expect(await state("SUB-1001")).toMatchObject({ status: "suspended", status_reason: "Fraud check" });
    expect(await state("SUB-1004")).toMatchObject({
      status: "active",
      plan: "Unlimited 80",
      credit_limit: "250.5",
      bonuses: [expect.objectContaining({ bonus_catalog_id: "DATA_5GB" })],
    });
    // The decimal travels as an exact JSON number.
    const raw = await (await api(`${base}/demo/subscriptions/SUB-1003`, { as: "support" })).text();
    expect(raw).toContain('"credit_limit":120.12345678');
    // (dave may have bought add-ons himself in the self-service suite, never DATA_5GB.)
    expect((await state("SUB-2001", "acme")).bonuses.map((b) => b.bonus_catalog_id)).not.toContain(
      "DATA_5GB",
    );

    const again = await api(`${base}/demo/operations/${body.operation_id}`, { as: "support" });
    expect(AdministrationOperationResponse.parse(await again.json())).toEqual(body);
  });

  it("replays a file as a new run: already-applied rows fail, the state does not change twice", async () => {
    const file = csv("ADD_BONUS,SUB-1003,,ROAMING_EU,,", "SUSPEND,SUB-1003,,,,Unpaid");
    const first = await accepted(await upload(file));
    expect(first.succeeded).toBe(2);
    const replay = await accepted(await upload(file));
    expect(replay.operation_id).not.toBe(first.operation_id);
    expect(replay.results.map((r) => r.code)).toEqual(["subscriptionSuspended", "alreadySuspended"]);
    expect((await state("SUB-1003")).bonuses).toHaveLength(1);
    const resumed = await accepted(
      await upload(csv("resume,SUB-1003,,,,paid", "ADD_BONUS,SUB-1003,,ROAMING_EU,,")),
    );
    expect(resumed.results.map((r) => r.code)).toEqual([null, "bonusAlreadyActive"]);
    expect(await state("SUB-1003")).toMatchObject({ status: "active", status_reason: "paid" });
  });

  it("refuses a bonus that is not in the catalog, per row (issue 10, item 11)", async () => {
    await resetDemoSubscriptions();
    const body = await accepted(
      await upload(csv("ADD_BONUS,SUB-1001,,NOPE-BONUS,,", "ADD_BONUS,SUB-1001,,DATA_1GB,,")),
    );
    expect(body.results.map((r) => [r.status, r.code])).toEqual([
      ["FAILED", "unknownBonus"],
      ["SUCCEEDED", null],
    ]);
    expect(body.results[0]?.message).toContain("NOPE-BONUS");
    const bonuses = (await state("SUB-1001")).bonuses.map(
      (b: { bonus_catalog_id: string }) => b.bonus_catalog_id,
    );
    expect(bonuses).not.toContain("NOPE-BONUS");
  });

  it("reads a semicolon Windows-1252 file with blank lines and an error column (issue 10, items 8-10)", async () => {
    await resetDemoSubscriptions();
    const text = `${HEADER.replaceAll(",", ";")};error\r\n\r\nSUSPEND;SUB-1002;;;;Suspensión;alreadySuspended: x\r\n\r\nSUSPEND;SUB-9999;;;;Impago;\r\n`;
    const body = await accepted(await upload(new Uint8Array(Buffer.from(text, "latin1"))));
    expect(body.results.map((r) => [r.row, r.status, r.code])).toEqual([
      [3, "SUCCEEDED", null],
      [5, "FAILED", "subscriptionNotFound"],
    ]);
    expect(await state("SUB-1002")).toMatchObject({ status: "suspended", status_reason: "Suspensión" });
    await resetDemoSubscriptions();
  });

  it("item 15: takes a Spanish Excel file as saved, its credit limit written with a decimal comma", async () => {
    await accepted(await upload(csv("SET_CREDIT_LIMIT,SUB-1003,,,1,")));
    const text = `${HEADER.replaceAll(",", ";")}\r\nSET_CREDIT_LIMIT;SUB-1003;;;1.234,5;Revisión\r\n`;
    const body = await accepted(await upload(new Uint8Array(Buffer.from(text, "latin1"))));
    expect(body.results.map((r) => [r.row, r.status, r.code])).toEqual([[2, "SUCCEEDED", null]]);
    const raw = await (await api(`${base}/demo/subscriptions/SUB-1003`, { as: "support" })).text();
    expect(raw).toContain('"credit_limit":1234.5');
  });

  it("applies rows in file order (suspend then resume then suspend the same line)", async () => {
    const body = await accepted(
      await upload(
        csv("SUSPEND,SUB-1002,,,,a", "RESUME,SUB-1002,,,,", "SUSPEND,SUB-1002,,,,b", "RESUME,SUB-1002,,,,"),
      ),
    );
    expect(body.succeeded).toBe(4);
    expect(await state("SUB-1002")).toMatchObject({ status: "active", status_reason: null });
  });

  it("accepts columns in any order, a subset of columns, a BOM and CRLF line endings", async () => {
    const file =
      "\uFEFFsubscription_id,reason,operation\r\nSUB-1002,Lost phone,SUSPEND\r\nSUB-1002,,RESUME\r\n";
    const body = await accepted(await upload(file));
    expect(body.results.map((r) => r.status)).toEqual(["SUCCEEDED", "SUCCEEDED"]);
  });

  it("refuses a malformed CSV with 400 listing rows and columns, applying nothing", async () => {
    await expectUnchanged(async () => {
      const quotes = await refused(
        await upload(csv("SUSPEND,SUB-1004,,,,ok", 'SUSPEND,"SUB-1004,,,,broken')),
        400,
        "malformedCsv",
      );
      expect(quotes.errors?.[0]).toMatchObject({ code: "malformedCsv" });
      const fields = await refused(
        await upload(csv("SUSPEND,SUB-1004,,,,ok", "SUSPEND,SUB-1004")),
        400,
        "malformedCsv",
      );
      expect(fields.errors).toEqual([
        expect.objectContaining({ row: 3, column: null, code: "malformedCsv" }),
      ]);
      const header = await refused(
        await upload("op,subscription_id\nSUSPEND,SUB-1004\n"),
        400,
        "malformedCsv",
      );
      expect(header.errors?.map((e) => [e.row, e.column, e.code])).toEqual([
        [1, "op", "unknownColumn"],
        [1, "operation", "missingColumn"],
      ]);
      const dup = await refused(
        await upload("operation,subscription_id,reason,reason\nSUSPEND,SUB-1004,a,b\n"),
        400,
        "malformedCsv",
      );
      expect(dup.errors?.[0]).toMatchObject({ column: "reason", code: "duplicateColumn" });
      await refused(await upload(""), 400, "emptyFile");
      await refused(await upload(`${HEADER}\n`), 400, "emptyFile");
    });
  });

  it("refuses unknown operations and missing, invalid or misplaced parameters with 400, applying nothing", async () => {
    await expectUnchanged(async () => {
      const body = await refused(
        await upload(
          csv(
            "SUSPEND,SUB-1004,,,,valid row",
            "TERMINATE,SUB-1004,,,,",
            "SUSPEND,SUB-1004,,,,",
            "CHANGE_PLAN,SUB-1004,,,,",
            "SET_CREDIT_LIMIT,SUB-1004,,,12.123456789,",
            "SET_CREDIT_LIMIT,SUB-1004,,,-5,",
            "ADD_BONUS,SUB-1004,,data 5gb,,",
            "SUSPEND,SUB-1004,Unlimited 80,,,misplaced plan",
            ",SUB-1004,,,,",
            "RESUME,SUB 1004,,,,",
          ),
        ),
        400,
        "invalidOperations",
      );
      expect(body.errors?.map((e) => [e.row, e.column, e.code])).toEqual([
        [3, "operation", "unknownOperation"],
        [4, "reason", "missingParameter"],
        [5, "plan", "missingParameter"],
        [6, "credit_limit", "invalidParameter"],
        [7, "credit_limit", "invalidParameter"],
        [8, "bonus_catalog_id", "invalidParameter"],
        [9, "plan", "unexpectedParameter"],
        [10, "operation", "missingParameter"],
        [11, "subscription_id", "invalidParameter"],
      ]);
      expect(body.error_count).toBe(9);
    });
  });

  it("refuses other roles and other orgs with 403, anonymous callers with 401", async () => {
    const file = csv("SUSPEND,SUB-1004,,,,not allowed");
    await expectUnchanged(async () => {
      await refused(await upload(file, { as: "agent" }), 403, "forbidden");
      await refused(await upload(file, { as: "alice" }), 403, "subscriptionNotOwned");
      await refused(await upload(file, { as: "dave" }), 403, "forbidden");
      await refused(await upload(csv("SUSPEND,SUB-2001,,,,x"), { org: "acme" }), 403, "forbidden");
      const form = new FormData();
      form.append("file", new Blob([file]), "ops.csv");
      await refused(
        await api(`${base}/demo/operations`, { method: "POST", body: form }),
        401,
        "unauthorized",
      );
    });
  });

  it("refuses a request without the file part (400) or not multipart (415)", async () => {
    await expectUnchanged(async () => {
      const form = new FormData();
      form.append("csv", new Blob([csv("SUSPEND,SUB-1004,,,,x")]), "ops.csv");
      await refused(
        await api(`${base}/demo/operations`, { as: "support", method: "POST", body: form }),
        400,
        "missingFile",
      );
      const text = new FormData();
      text.append("file", csv("SUSPEND,SUB-1004,,,,x"));
      await refused(
        await api(`${base}/demo/operations`, { as: "support", method: "POST", body: text }),
        400,
        "missingFile",
      );
      const json = await api(`${base}/demo/operations`, {
        as: "support",
        method: "POST",
        json: { file: "x" },
      });
      await refused(json, 415, "unsupportedMediaType");
    });
  });

  it("runs a 10,000-row file in file order, each row seeing the ones before it", async () => {
    await resetDemoSubscriptions();
    // 1,000 blocks: suspend the 4 demo lines, 1 unknown line, resume the 4, 1 unknown line.
    const rows: string[] = [];
    for (let block = 0; block < 1000; block++) {
      rows.push(
        ...DEMO_SUBS.map((id) => `SUSPEND,${id},,,,bulk ${block}`),
        `ADD_BONUS,SUB-X${block},,BULK_A,,`,
      );
      rows.push(...DEMO_SUBS.map((id) => `RESUME,${id},,,,`), `SUSPEND,SUB-Y${block},,,,bulk`);
    }
    const body = await accepted(await upload(csv(...rows), { name: "bulk.csv" }));
    expect(body.received).toBe(10_000);
    expect(body.results).toHaveLength(10_000);
    expect(body).toMatchObject({ succeeded: 8000, failed: 2000 });
    expect(
      body.results.filter((r) => r.status === "FAILED").every((r) => r.code === "subscriptionNotFound"),
    ).toBe(true);
    expect(body.results[9_999]).toMatchObject({ row: 10_001, subscription_id: "SUB-Y999" });
    expect((await Promise.all(DEMO_SUBS.map((id) => state(id)))).map((s) => s.status)).toEqual(
      DEMO_SUBS.map(() => "active"),
    );
  }, 30_000);

  it("reads a file between the 1 MiB body limit of the other APIs and its own 5 MiB", async () => {
    const padding = "x".repeat(90);
    const body = csv(...Array.from({ length: 20_000 }, () => `RESUME,SUB-1004,,,,${padding}`));
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(body);
    expect(response.status).toBe(202);
    expect(JSON.stringify(await response.json())).not.toContain("TooLarge");
  }, 30_000);

  it("reads a file of exactly 5 MiB (the limit itself is allowed)", async () => {
    const row = `RESUME,SUB-9999,,,,${"x".repeat(180)}`;
    const rows = Array.from({ length: Math.floor(MAX_CSV_BYTES / (row.length + 1)) - 1 }, () => row);
    const start = csv(...rows);
    const body = `${start}RESUME,SUB-9999,,,,${"y".repeat(MAX_CSV_BYTES - start.length - 20)}\n`;
    expect(new TextEncoder().encode(body).length).toBe(MAX_CSV_BYTES);
    const response = await upload(body);
    expect(response.status).toBe(202);
  }, 60_000);

  it("answers 413 fileTooLarge for a file over 5 MiB, whatever its rows", async () => {
    await expectUnchanged(async () => {
      const padding = "x".repeat(90);
      const rows = Array.from({ length: 60_000 }, () => `RESUME,SUB-1004,,,,${padding}`);
      const body = csv(...rows);
      expect(body.length).toBeGreaterThan(5 * 1024 * 1024);
      await refused(await upload(body), 413, "fileTooLarge");
    });
  }, 30_000);

  it("answers 413 for a file over the row limit", async () => {
    await expectUnchanged(async () => {
      const rows = Array.from({ length: 50_001 }, () => "RESUME,SUB-1004,,,,");
      await refused(await upload(csv(...rows)), 413, "tooManyRows");
    });
  }, 30_000);
});

describe("GET /subscriptions/v2/orgs/{org}/subscriptions/{id} and operations/{id}", () => {
  it("lets a customer read only their own subscription, staff any in their org", async () => {
    expect((await api(`${base}/demo/subscriptions/SUB-1001`, { as: "alice" })).status).toBe(200);
    expect((await api(`${base}/demo/subscriptions/SUB-1002`, { as: "alice" })).status).toBe(403);
    expect((await api(`${base}/demo/subscriptions/SUB-1002`, { as: "agent" })).status).toBe(200);
    expect((await api(`${base}/demo/subscriptions/SUB-2001`, { as: "support" })).status).toBe(404);
    expect((await api(`${base}/acme/subscriptions/SUB-2001`, { as: "support" })).status).toBe(403);
  });

  it("answers 404 for an unknown operation id and 403 to non-support roles", async () => {
    await refused(await api(`${base}/demo/operations/op_nope`, { as: "support" }), 404, "operationNotFound");
    await refused(await api(`${base}/demo/operations/op_nope`, { as: "agent" }), 403, "forbidden");
  });
});
