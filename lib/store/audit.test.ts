import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mocked } from "@/lib/testing/fakes";
import { openTestStore, testStoreKind } from "@/lib/testing/portal-store";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/store/db", () => ({ portalDb: vi.fn() }));

const { portalDb } = await import("@/lib/store/db");
const { listAudit, recordAudit } = await import("./audit");

describe(`listAudit (${testStoreKind})`, () => {
  let close: () => Promise<void>;
  const org = `audit-list-${Date.now()}`;
  const verification = (isVerified: boolean, at: string) =>
    recordAudit({
      org,
      actorId: "agent-1",
      actorName: "Agent",
      action: "network.verifyCaller",
      targetType: "line",
      targetId: "SUB-1001",
      customerRef: "SUB-1001",
      changes: { isVerified, fields: { name: "match" } },
      outcome: "succeeded",
      at: new Date(at),
    });

  beforeAll(async () => {
    const opened = await openTestStore("portal-audit-list-");
    close = () => opened.close();
    mocked(portalDb).mockResolvedValue(opened.store.db);
    await verification(true, "2026-11-23T11:00:00Z");
    // Eleven newer verifications that did not match: a matching one is not crowded out of the answer.
    for (let minute = 10; minute <= 20; minute++) await verification(false, `2026-11-23T11:${minute}:00Z`);
  }, 120_000);
  afterAll(() => close());

  it("keeps only entries whose changes hold the values asked for", async () => {
    const [newest, ...rest] = await listAudit({ org, changes: { isVerified: true }, limit: 1 });
    expect(rest).toEqual([]);
    expect(newest?.at).toEqual(new Date("2026-11-23T11:00:00Z"));
    expect(newest?.changes).toMatchObject({ isVerified: true });
  });

  it("matches nested values and none that differ", async () => {
    expect(await listAudit({ org, changes: { fields: { name: "match" } } })).toHaveLength(12);
    expect(await listAudit({ org, changes: { isVerified: "true" } })).toEqual([]);
  });
});
