import { describe, expect, it } from "vitest";
import { isNestedDeeperThan } from "./json-depth";

const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`) as unknown;

describe("isNestedDeeperThan", () => {
  it("measures arrays and objects, not scalars", () => {
    expect(isNestedDeeperThan("text", 0)).toBe(false);
    expect(isNestedDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(isNestedDeeperThan({ a: { b: [1] } }, 2)).toBe(true);
    expect(isNestedDeeperThan({ a: { b: [1] } }, 3)).toBe(false);
  });

  it("walks a hostile depth without overflowing the stack", () => {
    expect(isNestedDeeperThan(nested(32), 32)).toBe(false);
    expect(isNestedDeeperThan(nested(33), 32)).toBe(true);
    expect(isNestedDeeperThan(nested(5000), 32)).toBe(true);
  });
});
