import { describe, expect, it } from "vitest";
import { processWide } from "./process-wide";

describe("processWide", () => {
  it("makes a value once and hands every later caller the same one", () => {
    let made = 0;
    const make = () => {
      made += 1;
      return { made };
    };
    const first = processWide("test.once", make);
    expect(processWide("test.once", make)).toBe(first);
    expect(made).toBe(1);
  });

  it("keeps values of different names apart, even a falsy one", () => {
    expect(processWide("test.zero", () => 0)).toBe(0);
    expect(processWide("test.zero", () => 1)).toBe(0);
    expect(processWide("test.other", () => 2)).toBe(2);
  });
});
