import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDecimalJson } from "@/contract/decimal-json";
import { openStore, type SandboxStore } from "../store/db";
import { billingCdrs, type subscriptions } from "../store/schema";
import { readDetailsJson } from "./consumptions";

const record = (id: string, initialDate: string, usage: string) => ({
  id,
  subscriptionId: "SUB-JSON",
  kind: "voice",
  originNumber: "+34600100001",
  destinationNumber: 'tab\t"quoted" ñ',
  initialDate: new Date(initialDate),
  usage,
  unit: "second",
  costWithoutTaxes: "0.01000000",
  taxPercentage: "21",
  ratingCaseCategory: "VOICE_NATIONAL",
  debitCase: "RATING_PLAN",
  debitCatalogId: "PLAN-1",
  debitCustomerId: "",
});

describe("the details answer, read from each record's stored JSON", () => {
  let store: SandboxStore;
  const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-details-"));
  const sub = { id: "SUB-JSON" } as typeof subscriptions.$inferSelect;
  const period = { from: new Date("2024-01-01T00:00:00Z"), to: new Date("2024-01-31T23:59:59Z") };
  const read = async () =>
    parseDecimalJson(await readDetailsJson(store.db, sub, period)) as Record<string, unknown[]>;

  beforeAll(async () => {
    store = await openStore({ dataDir });
    await store.db
      .insert(billingCdrs)
      .values([
        record("CDR-1", "2024-01-02T10:00:00.123Z", "95.50000000"),
        record("CDR-2", "2024-01-03T10:00:00Z", "7"),
      ]);
  }, 120_000);
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes every field as the contract spells it, newest first, decimals exact", async () => {
    const { data, sms, voice } = await read();
    expect(data).toEqual([]);
    expect(sms).toEqual([]);
    expect(voice).toEqual([
      expect.objectContaining({ id: "CDR-2", initialDate: "2024-01-03T10:00:00.000Z", usage: "7" }),
      {
        id: "CDR-1",
        originNumber: "+34600100001",
        destinationNumber: 'tab\t"quoted" ñ',
        initialDate: "2024-01-02T10:00:00.123Z",
        usage: "95.5",
        unit: "second",
        costWithoutTaxes: "0.01",
        taxPercentage: "21",
        ratingCaseCategory: "VOICE_NATIONAL",
        debitCase: "RATING_PLAN",
        debitCatalogId: "PLAN-1",
        debitCustomerId: "",
      },
    ]);
  });

  it("follows a record that is changed", async () => {
    await store.db.update(billingCdrs).set({ usage: "12.25" }).where(eq(billingCdrs.id, "CDR-1"));
    const { voice } = await read();
    expect(voice?.[1]).toMatchObject({ id: "CDR-1", usage: "12.25" });
  });
});
