import { describe, expect, it } from "vitest";
import { parseUsageParams, usageSearch } from "./params";

const now = new Date("2025-03-14T12:00:00Z");

describe("usage params", () => {
  it("round-trips through the URL", () => {
    const raw = new URLSearchParams(
      "sub=SUB-1001&from=2025-03-01&to=2025-03-10&type=voice&q=600&sort=cost&dir=asc&page=2",
    );
    const parsed = parseUsageParams(raw, now);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(usageSearch(parsed.params)).toBe(raw.toString());
    expect(parseUsageParams(Object.fromEntries(raw), now)).toEqual(parsed);
  });

  it("fills defaults and ignores unknown sorts and pages", () => {
    const parsed = parseUsageParams({ sort: "evil", page: "-3" }, now);
    expect(parsed.ok && parsed.params).toMatchObject({ sort: "date", direction: "desc", page: 1 });
    expect(parsed.ok && usageSearch(parsed.params)).toBe("from=2025-02-13&to=2025-03-14");
  });

  it("reports bad input and keeps the subscription for the message page", () => {
    expect(parseUsageParams({ sub: "SUB-1001", from: "yesterday" }, now)).toMatchObject({
      ok: false,
      subscription: "SUB-1001",
    });
    expect(parseUsageParams({ from: "2025-03-10", to: "2025-03-01" }, now).ok).toBe(false);
    expect(parseUsageParams({ type: "mms" }, now).ok).toBe(false);
  });
});
