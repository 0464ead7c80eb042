import { describe, expect, it } from "vitest";
import { movementSearch, parseMovementParams } from "./params";

const now = new Date("2025-03-14T12:00:00Z");

describe("movement params", () => {
  it("round-trips", () => {
    const raw = new URLSearchParams(
      "sub=SUB-1001&from=2025-01-01&to=2025-03-01&type=DISCOUNT&op=CREDIT&status=pending&page=3",
    );
    const parsed = parseMovementParams(raw, now);
    expect(parsed.ok && movementSearch(parsed.params)).toBe(raw.toString());
  });

  it("defaults to the last 180 days", () => {
    const parsed = parseMovementParams({}, now);
    expect(parsed.ok && movementSearch(parsed.params)).toBe("from=2024-09-16&to=2025-03-14");
  });

  it("refuses unknown values", () => {
    expect(parseMovementParams({ type: "BOGUS" }, now).ok).toBe(false);
    expect(parseMovementParams({ op: "credit" }, now).ok).toBe(false);
    expect(parseMovementParams({ status: "paid" }, now).ok).toBe(false);
    expect(parseMovementParams({ from: "2025-02-31" }, now).ok).toBe(false);
  });
});
