import { describe, expect, it } from "vitest";
import { ConsumptionDetails, SubscriptionBalances } from "@/contract/billing";
import { parseDecimalJson } from "@/contract/decimal-json";
import { expectError, read, sub } from "./billing-helpers";
import { api } from "./client";

const DAY = 86_400_000;
const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
};

describe("GET .../subscription/{subscription}/consumptions", () => {
  it("returns alice's postpaid balances: a cycle balance with counters and data, sms and voice bonuses", async () => {
    const response = await api(`${sub("SUB-1001")}/consumptions`, { as: "alice" });
    expect(response.status).toBe(200);
    const balances = SubscriptionBalances.parse(await read(response));
    expect(balances).toMatchObject({
      id: "SUB-1001",
      msisdn: "+34600100001",
      tenant: "demo",
      billingType: 2,
    });
    expect(balances.monetary[0]?.counters.map((c) => c.type)).toContain("OUT_OF_BUNDLE_CURRENT_CYCLE");
    expect(balances.monetary[0]?.expirationDatetime).toMatch(/\.999999999Z$/);
    expect(balances.bonuses.data[0]).toMatchObject({
      unit: "byte",
      catalogBonusId: "BONUS-DATA-50GB",
      isShared: false,
    });
    expect(balances.bonuses.sms[0]?.unit).toBe("sms");
    expect(balances.bonuses.voice[0]?.unit).toBe("second");
    expect(balances.bonuses.data[0]?.renovationsCount).toBeGreaterThan(0);
  });

  it("keeps bonuses consistent with usage: initial minus this month's bonus-debited CDRs", async () => {
    const balances = SubscriptionBalances.parse(
      await read(await api(`${sub("SUB-1001")}/consumptions`, { as: "alice" })),
    );
    const details = ConsumptionDetails.parse(
      await read(
        await api(`${sub("SUB-1001")}/consumptions/details?type=sms&fromDate=${monthStart().toISOString()}`, {
          as: "alice",
        }),
      ),
    );
    const bonus = balances.bonuses.sms[0];
    const used = details.sms.filter((r) => r.debitCase === "BONUS").reduce((t, r) => t + Number(r.usage), 0);
    expect(Number(bonus?.initialValue) - used).toBe(Number(bonus?.currentValue));
  });

  it("shows bob's prepaid main balance and bonuses", async () => {
    const balances = SubscriptionBalances.parse(
      await read(await api(`${sub("SUB-1002")}/consumptions`, { as: "bob" })),
    );
    expect(balances.billingType).toBe(1);
    expect(balances.monetary[0]).toMatchObject({ id: "MB-SUB-1002-MAIN", unit: "EUR" });
    expect(balances.monetary[0]?.counters.map((c) => c.type)).toEqual([
      "TOPUP_CURRENT_CYCLE",
      "CONSUMED_CURRENT_CYCLE",
    ]);
    expect(balances.bonuses.data).toHaveLength(1);
  });

  it("shares carol's voice bonus between her lines; the landline has no sms bonus", async () => {
    const landline = SubscriptionBalances.parse(
      await read(await api(`${sub("SUB-1003")}/consumptions`, { as: "carol" })),
    );
    const mobile = SubscriptionBalances.parse(
      await read(await api(`${sub("SUB-1004")}/consumptions`, { as: "carol" })),
    );
    expect(landline.bonuses.sms).toEqual([]);
    expect(landline.billingType).toBe(4);
    expect(landline.bonuses.voice[0]?.isShared).toBe(true);
    expect(mobile.bonuses.voice[0]?.customerBonusId).toBe(landline.bonuses.voice[0]?.customerBonusId);
    expect(mobile.bonuses.voice[0]?.currentValue).toBe(landline.bonuses.voice[0]?.currentValue);
  });

  it("lets agents and support read any subscription of their org", async () => {
    expect((await api(`${sub("SUB-1002")}/consumptions`, { as: "agent" })).status).toBe(200);
    expect((await api(`${sub("SUB-1003")}/consumptions`, { as: "support" })).status).toBe(200);
  });

  it("answers 401 without a token and 403 for another customer's line, another org or dave", async () => {
    await expectError(await api(`${sub("SUB-1001")}/consumptions`), 401, "unauthorized");
    await expectError(await api(`${sub("SUB-1002")}/consumptions`, { as: "alice" }), 403, "forbidden");
    await expectError(await api(`${sub("SUB-1001")}/consumptions`, { as: "dave" }), 403, "forbidden");
    await expectError(await api(`${sub("SUB-2001")}/consumptions`, { as: "dave" }), 403, "forbidden");
    const own = await api("/billing/v1/orgs/acme/subscription/SUB-2001/consumptions", { as: "dave" });
    expect(own.status).toBe(200);
    await expectError(
      await api("/billing/v1/orgs/acme/subscription/SUB-2001/consumptions", { as: "agent" }),
      403,
      "forbidden",
    );
  });

  it("answers 404 subscriptionNotFound for a subscription the org does not have", async () => {
    await expectError(
      await api(`${sub("SUB-9999")}/consumptions`, { as: "agent" }),
      404,
      "subscriptionNotFound",
    );
    await expectError(
      await api(`${sub("SUB-2001")}/consumptions`, { as: "agent" }),
      404,
      "subscriptionNotFound",
    );
    await expectError(
      await api(`${sub("SUB-9999")}/consumptions/details`, { as: "support" }),
      404,
      "subscriptionNotFound",
    );
    // A quote or a NUL in the id is only an id that does not exist, never a failed query.
    for (const id of ["SUB-1001'", "SUB-1001'--", "SUB-1001%00"]) {
      await expectError(await api(`${sub(id)}/consumptions`, { as: "agent" }), 404, "subscriptionNotFound");
      await expectError(
        await api(`${sub(id)}/consumptions/details`, { as: "agent" }),
        404,
        "subscriptionNotFound",
      );
    }
  });
});

describe("GET .../consumptions/details", () => {
  it("returns CDRs in data, sms and voice, newest first, within the period", async () => {
    const from = new Date(Date.now() - 7 * DAY).toISOString();
    const to = new Date().toISOString();
    const response = await api(`${sub("SUB-1001")}/consumptions/details?fromDate=${from}&toDate=${to}`, {
      as: "alice",
    });
    expect(response.status).toBe(200);
    const details = ConsumptionDetails.parse(await read(response));
    expect(details.data.length).toBeGreaterThan(500);
    expect(details.sms.length).toBeGreaterThan(10);
    expect(details.voice.length).toBeGreaterThan(50);
    const times = details.data.map((r) => Date.parse(r.initialDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse(from));
    expect(details.data[0]).toMatchObject({
      unit: "byte",
      destinationNumber: "",
      originNumber: "+34600100001",
    });
    const debitCases = new Set(details.voice.map((r) => r.debitCase));
    expect([...debitCases].every((d) => d === "BONUS" || d === "RATING_PLAN")).toBe(true);
    const bonusCall = details.voice.find((r) => r.debitCase === "BONUS");
    expect(bonusCall).toMatchObject({ debitCatalogId: "BONUS-VOICE-3000MIN", costWithoutTaxes: "0" });
  });

  it("filters by type and accepts YYYY-MM-DD days", async () => {
    const day = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    const response = await api(
      `${sub("SUB-1001")}/consumptions/details?type=voice&fromDate=${day}&toDate=${day}`,
      {
        as: "alice",
      },
    );
    const details = ConsumptionDetails.parse(await read(response));
    expect(details.data).toEqual([]);
    expect(details.sms).toEqual([]);
    expect(details.voice.length).toBeGreaterThan(0);
    expect(details.voice.every((r) => r.initialDate.startsWith(day))).toBe(true);
  });

  it("serves a busy month (thousands of CDRs) in one answer, every record parseable", async () => {
    const end = monthStart();
    const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
    const response = await api(
      `${sub("SUB-1001")}/consumptions/details?fromDate=${start.toISOString()}&toDate=${new Date(end.getTime() - 1).toISOString()}`,
      { as: "agent" },
    );
    const text = await response.text();
    const details = ConsumptionDetails.parse(parseDecimalJson(text));
    expect(details.data.length + details.sms.length + details.voice.length).toBeGreaterThan(6000);
  });

  it("refuses malformed dates with 400 wrongDateFormat and an inverted period with wrongRequestedPeriod", async () => {
    await expectError(
      await api(`${sub("SUB-1001")}/consumptions/details?fromDate=yesterday`, { as: "alice" }),
      400,
      "wrongDateFormat",
    );
    await expectError(
      await api(`${sub("SUB-1001")}/consumptions/details?toDate=2026-02-30`, { as: "alice" }),
      400,
      "wrongDateFormat",
    );
    await expectError(
      await api(
        `${sub("SUB-1001")}/consumptions/details?fromDate=2026-03-02T00:00:00Z&toDate=2026-03-01T00:00:00Z`,
        { as: "alice" },
      ),
      400,
      "wrongRequestedPeriod",
    );
    await expectError(
      await api(`${sub("SUB-1001")}/consumptions/details?type=mms`, { as: "alice" }),
      400,
      "wrongConsumptionType",
    );
  });

  it("serves postpaid details for at most 366 days per request (wrongRequestedPeriod beyond)", async () => {
    const to = new Date(Date.now() - DAY);
    const from = (days: number) => new Date(to.getTime() - days * DAY).toISOString();
    const range = (days: number) =>
      api(
        `${sub("SUB-1001")}/consumptions/details?type=sms&fromDate=${from(days)}&toDate=${to.toISOString()}`,
        {
          as: "alice",
        },
      );
    expect((await range(366)).status).toBe(200);
    await expectError(await range(367), 400, "wrongRequestedPeriod");
  });

  it("serves prepaid details only within the last 90 days, 31 days at a time (wrongPrepaidRequestedPeriod)", async () => {
    const recent = await api(
      `${sub("SUB-1002")}/consumptions/details?fromDate=${new Date(Date.now() - 20 * DAY).toISOString()}`,
      { as: "bob" },
    );
    expect(recent.status).toBe(200);
    const tooOld = await expectError(
      await api(
        `${sub("SUB-1002")}/consumptions/details?fromDate=${new Date(Date.now() - 100 * DAY).toISOString()}&toDate=${new Date(Date.now() - 95 * DAY).toISOString()}`,
        { as: "bob" },
      ),
      400,
      "wrongPrepaidRequestedPeriod",
    );
    expect(tooOld.message).toMatch(/from \d{4}-\d{2}-\d{2}T.+ to now, at most 31 days/);
    await expectError(
      await api(
        `${sub("SUB-1002")}/consumptions/details?fromDate=${new Date(Date.now() - 60 * DAY).toISOString()}`,
        { as: "bob" },
      ),
      400,
      "wrongPrepaidRequestedPeriod",
    );
    // The same window is fine on a postpaid line.
    const postpaid = await api(
      `${sub("SUB-1001")}/consumptions/details?type=sms&fromDate=${new Date(Date.now() - 60 * DAY).toISOString()}`,
      { as: "alice" },
    );
    expect(postpaid.status).toBe(200);
  });

  it("answers 401, 403 and 403 for dave like the balances", async () => {
    await expectError(await api(`${sub("SUB-1001")}/consumptions/details`), 401, "unauthorized");
    await expectError(await api(`${sub("SUB-1001")}/consumptions/details`, { as: "bob" }), 403, "forbidden");
    await expectError(await api(`${sub("SUB-1001")}/consumptions/details`, { as: "dave" }), 403, "forbidden");
  });
});
