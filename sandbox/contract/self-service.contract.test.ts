import { afterAll, describe, expect, it } from "vitest";
import { ExactDecimal } from "../../contract/decimal";
import { admin, api, DEMO_PASSWORD, requestToken, resetSandboxClock } from "./client";
import {
  accepted,
  adminState,
  bobsBalance,
  expectStoreUnchanged,
  movements,
  newKey,
  oneRow,
  refused,
  upload,
} from "./self-service-helpers";

// carol suspends and resumes her own line here; leave it active for the suites after this one.
afterAll(async () => {
  if ((await adminState("SUB-1004")).status === "suspended")
    await accepted(await upload(oneRow("RESUME,SUB-1004,,,,"), { as: "carol" }));
});

describe("a customer's own actions through the operations API (docs/self-service.md)", () => {
  it("item 2: a customer runs one self-service row on their own line; staff keep their rights", async () => {
    const body = await accepted(await upload(oneRow("ADD_BONUS,SUB-1001,,VOICE_100MIN,,"), { as: "alice" }));
    expect(body.results).toEqual([expect.objectContaining({ status: "SUCCEEDED", code: null })]);
    expect((await adminState("SUB-1001")).bonuses.map((b) => b.bonus_catalog_id)).toContain("VOICE_100MIN");
    const dave = await accepted(
      await upload(oneRow("ADD_BONUS,SUB-2001,,DATA_1GB,,"), { as: "dave", org: "acme" }),
    );
    expect(dave.succeeded).toBe(1);
    // A customer reads the outcome of what they sent, nobody else's.
    expect(
      (await api(`/subscriptions/v2/orgs/demo/operations/${body.operation_id}`, { as: "alice" })).status,
    ).toBe(200);
    await refused(
      await api(`/subscriptions/v2/orgs/demo/operations/${body.operation_id}`, { as: "bob" }),
      404,
      "operationNotFound",
    );
  });

  it("item 2: every refusal of a customer's upload is a 403 that changes nothing, in both orgs", async () => {
    await expectStoreUnchanged(async () => {
      // Another customer's line, in either org.
      await refused(
        await upload(oneRow("ADD_BONUS,SUB-1002,,SMS_100,,"), { as: "alice" }),
        403,
        "subscriptionNotOwned",
      );
      await refused(
        await upload(oneRow("SUSPEND,SUB-1001,,,,x"), { as: "dave", org: "acme" }),
        403,
        "subscriptionNotOwned",
      );
      // Another org.
      await refused(
        await upload(oneRow("ADD_BONUS,SUB-2001,,SMS_100,,"), { as: "alice", org: "acme" }),
        403,
        "forbidden",
      );
      await refused(await upload(oneRow("ADD_BONUS,SUB-2001,,SMS_100,,"), { as: "dave" }), 403, "forbidden");
      // Not self-service: a support-only add-on, a plan's own allowance, a landline or business plan.
      await refused(
        await upload(oneRow("ADD_BONUS,SUB-1001,,BULK_A,,"), { as: "alice" }),
        403,
        "offeringNotSelfService",
      );
      await refused(
        await upload(oneRow("ADD_BONUS,SUB-2001,,BULK_A,,"), { as: "dave", org: "acme" }),
        403,
        "offeringNotSelfService",
      );
      await refused(
        await upload(oneRow("ADD_BONUS,SUB-1001,,BONUS-DATA-50GB,,"), { as: "alice" }),
        403,
        "offeringNotSelfService",
      );
      await refused(
        await upload(oneRow("CHANGE_PLAN,SUB-1004,Home Line,,,"), { as: "carol" }),
        403,
        "offeringNotSelfService",
      );
      await refused(
        await upload(oneRow("CHANGE_PLAN,SUB-2001,Mobile 20,,,"), { as: "dave", org: "acme" }),
        403,
        "offeringNotSelfService",
      );
      // More than one row.
      await refused(
        await upload(oneRow("SUSPEND,SUB-1001,,,,x", "RESUME,SUB-1001,,,,"), { as: "alice" }),
        403,
        "operationNotAllowedForCustomer",
      );
      // Agents still may not upload; a customer's action needs a key.
      await refused(await upload(oneRow("SUSPEND,SUB-1001,,,,x"), { as: "agent" }), 403, "forbidden");
      await refused(
        await upload(oneRow("SUSPEND,SUB-1001,,,,x"), { as: "alice", key: null }),
        400,
        "missingIdempotencyKey",
      );
      await refused(
        await upload(oneRow("SUSPEND,SUB-1001,,,,x"), { as: "alice", key: '"a\\"b"' }),
        400,
        "invalidIdempotencyKey",
      );
    });
  });

  it("item 3: the operator's rules refuse a row (FAILED, 202) and change nothing", async () => {
    await accepted(await upload(oneRow("SUSPEND,SUB-1004,,,,Lost phone"), { as: "carol" }));
    const failure = async (csv: string, as: string, code: string) => {
      const body = await accepted(await upload(csv, { as }));
      expect(body.results.map((r) => [r.status, r.code])).toEqual([["FAILED", code]]);
    };
    await expectStoreUnchanged(async () => {
      await failure(oneRow("ADD_BONUS,SUB-1004,,SMS_100,,"), "carol", "subscriptionSuspended");
      await failure(oneRow("CHANGE_PLAN,SUB-1004,Unlimited 50,,,"), "carol", "subscriptionSuspended");
      await failure(oneRow("CHANGE_PLAN,SUB-1001,Unlimited 50,,,"), "alice", "planUnchanged");
      await failure(oneRow("CHANGE_PLAN,SUB-1001,Prepaid Smart,,,"), "alice", "paymentTypeChange");
      await failure(oneRow("SET_CREDIT_LIMIT,SUB-1002,,,50,"), "bob", "creditLimitNotApplicable");
      // 36.30 with taxes: more than bob's balance can ever be.
      await failure(oneRow("ADD_BONUS,SUB-1002,,ROAMING_WORLD,,"), "bob", "insufficientBalance");
    });
    await accepted(await upload(oneRow("RESUME,SUB-1004,,,,"), { as: "carol" }));
    const changed = await accepted(
      await upload(oneRow("CHANGE_PLAN,SUB-1004,Unlimited 50,,,"), { as: "carol" }),
    );
    expect(changed.succeeded).toBe(1);
    await accepted(await upload(oneRow("CHANGE_PLAN,SUB-1004,Mobile 20,,,"), { as: "carol" }));
  });

  it("items 4 and 5: bob buys 100 SMS with a double click: one bonus, one debit, one movement named after it", async () => {
    const before = new ExactDecimal(await bobsBalance());
    const key = newKey();
    const file = oneRow("ADD_BONUS,SUB-1002,,SMS_100,,");
    const [first, second] = await Promise.all([
      upload(file, { as: "bob", key }),
      upload(file, { as: "bob", key }),
    ]);
    const [a, b] = [await accepted(first as Response), await accepted(second as Response)];
    expect(b.operation_id).toBe(a.operation_id);
    expect([first?.headers.get("idempotent-replayed"), second?.headers.get("idempotent-replayed")]).toContain(
      "true",
    );
    // A retry after a timeout: the same outcome again, nothing run.
    const retry = await upload(file, { as: "bob", key });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((await accepted(retry)).operation_id).toBe(a.operation_id);

    expect(new ExactDecimal(await bobsBalance()).toFixed()).toBe(before.minus("2.42").toFixed());
    expect(
      (await adminState("SUB-1002")).bonuses.filter((x) => x.bonus_catalog_id === "SMS_100"),
    ).toHaveLength(1);
    const bought = (await movements("SUB-1002")).filter((m) => m.description === "100 SMS");
    expect(bought).toEqual([
      expect.objectContaining({
        type: "ONE_TIME_FEE",
        operation_type: "DEBIT",
        billable: false,
        amount: expect.objectContaining({ value_with_taxes: "2.42", value_without_taxes: "2" }),
      }),
    ]);
  });

  it("item 4: the same key with another file is refused (422) and changes nothing", async () => {
    const key = newKey();
    await accepted(await upload(oneRow("ADD_BONUS,SUB-1001,,ROAMING_EU,,"), { as: "alice", key }));
    await expectStoreUnchanged(async () => {
      await refused(
        await upload(oneRow("ADD_BONUS,SUB-1001,,DATA_5GB,,"), { as: "alice", key }),
        422,
        "idempotencyKeyReused",
      );
    });
    // Keys are per subject: carol's same key is hers alone.
    const carols = await accepted(
      await upload(oneRow("ADD_BONUS,SUB-1003,,VOICE_100MIN,,"), { as: "carol", key }),
    );
    expect(carols.succeeded).toBe(1);
  });

  it("item 4: a key is remembered 24 h by the sandbox clock: replayed 1 ms before, run anew at 24 h", async () => {
    const key = newKey();
    const file = oneRow("SET_CREDIT_LIMIT,SUB-1001,,,77,");
    const sentAt = Date.now() + 60_000;
    const at = (ms: number) =>
      admin("/clock", { method: "POST", body: JSON.stringify({ at: new Date(ms).toISOString() }) });
    const freshToken = async () => {
      const r = await requestToken({ grant_type: "password", username: "alice", password: DEMO_PASSWORD });
      return ((await r.json()) as { access_token: string }).access_token;
    };
    try {
      await at(sentAt);
      const first = await accepted(await upload(file, { key, token: await freshToken() }));
      await at(sentAt + 24 * 3600_000 - 1);
      const replay = await upload(file, { key, token: await freshToken() });
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect((await accepted(replay)).operation_id).toBe(first.operation_id);
      await at(sentAt + 24 * 3600_000);
      const anew = await upload(file, { key, token: await freshToken() });
      expect(anew.headers.get("idempotent-replayed")).toBeNull();
      const body = await accepted(anew);
      expect(body.operation_id).not.toBe(first.operation_id);
      expect(body.results[0]?.code).toBe("creditLimitUnchanged");
    } finally {
      await resetSandboxClock();
    }
  });

  it("item 5: alice's purchase on a postpaid line is a pending movement for the next bill", async () => {
    await accepted(await upload(oneRow("ADD_BONUS,SUB-1001,,DATA_10GB,,"), { as: "alice" }));
    const bought = (await movements("SUB-1001")).filter((m) => m.description === "Extra data 10 GB");
    expect(bought).toEqual([
      expect.objectContaining({
        type: "ONE_TIME_FEE",
        billable: true,
        invoice_number: "",
        amount: expect.objectContaining({ value_with_taxes: "12.1", value_without_taxes: "10" }),
      }),
    ]);
    // A bonus granted by support is not charged, even on a prepaid line.
    const [count, balance] = [(await movements("SUB-1002")).length, await bobsBalance()];
    await accepted(await upload(oneRow("ADD_BONUS,SUB-1002,,ROAMING_EU,,"), { as: "support", key: null }));
    expect((await adminState("SUB-1002")).bonuses.map((b) => b.bonus_catalog_id)).toContain("ROAMING_EU");
    expect([(await movements("SUB-1002")).length, await bobsBalance()]).toEqual([count, balance]);
  });
});
