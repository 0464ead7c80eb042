import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { auditCsv } from "./audit-csv";

const entry = (over: Record<string, unknown> = {}) =>
  ({
    id: 7,
    at: new Date("2026-11-23T10:00:00.000Z"),
    org: "demo",
    actorId: "u-agent",
    actorName: "Ana Gent",
    action: "refund.create",
    targetType: "movement",
    targetId: "MOV-1",
    customerRef: "SUB-1004",
    changes: { amount: "60" },
    outcome: "succeeded",
    upstreamStatus: 201,
    errorCode: null,
    traceId: null,
    requestKey: "k-1",
    prevHash: "",
    hash: "abc",
    ...over,
  }) as never;

describe("audit CSV", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    const csv = auditCsv([
      entry({ actorName: '=HYPERLINK("http://x")', customerRef: "+SUB", targetId: "@SUM(A1)" }),
    ]);
    const [, row] = Papa.parse<string[]>(csv.slice(1)).data;
    expect(row?.[3]).toBe('\'=HYPERLINK("http://x")');
    expect(row?.[7]).toBe("'+SUB");
    expect(row?.[6]).toBe("'@SUM(A1)");
  });

  it("keeps every column an auditor needs, the hashes included", () => {
    const [header, row] = Papa.parse<string[]>(auditCsv([entry()]).slice(1)).data;
    expect(header).toContain("hash");
    expect(row).toEqual(
      expect.arrayContaining(["7", "2026-11-23T10:00:00.000Z", "Ana Gent", '{"amount":"60"}', "abc"]),
    );
  });

  it("item 3: is written like every other download: a phone number or a negative figure stays as it is", () => {
    const csv = auditCsv([
      entry({ customerRef: "+34 600 100 001", errorCode: "-12.5", targetId: "-SUM(A1)" }),
    ]);
    expect(csv.startsWith("\uFEFFid,at,")).toBe(true);
    const [, row] = Papa.parse<string[]>(csv.slice(1)).data;
    expect(row?.[7]).toBe("+34 600 100 001");
    expect(row?.[10]).toBe("-12.5");
    expect(row?.[6]).toBe("'-SUM(A1)");
  });
});
