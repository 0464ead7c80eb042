import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bytesToMegabytes,
  formatAllowance,
  formatBytes,
  formatDuration,
  formatMinutes,
  formatQuantity,
  formatSms,
} from "./units";

describe("units", () => {
  it("formats bytes in binary multiples", () => {
    expect(formatBytes("0")).toBe("0\u00a0B");
    expect(formatBytes("512")).toBe("512\u00a0B");
    expect(formatBytes("1536")).toBe("1.5\u00a0KB");
    expect(formatBytes(String(350 * 1024 * 1024))).toBe("350\u00a0MB");
    expect(formatBytes(String(10 * 1024 ** 3))).toBe("10\u00a0GB");
    expect(formatBytes(String(2.25 * 1024 ** 3))).toBe("2.25\u00a0GB");
    expect(formatBytes("1234567890123")).toBe("1.12\u00a0TB");
    // What is used of an allowance never reads as all of it before it is.
    expect(formatBytes(String(20 * 1024 ** 3 - 20 * 1024 ** 2))).toBe("20\u00a0GB");
    expect(formatBytes(String(20 * 1024 ** 3 - 20 * 1024 ** 2), "es-ES", true)).toBe("19,9\u00a0GB");
  });

  it("localises the number", () => {
    expect(formatBytes(String(1.5 * 1024 ** 3), "es-ES")).toBe("1,5\u00a0GB");
  });

  it("converts bytes to megabytes for charts", () => {
    expect(bytesToMegabytes(String(5 * 1024 * 1024))).toBe(5);
  });

  it("formats voice as minutes and durations", () => {
    expect(formatMinutes("30000")).toBe("500\u00a0min");
    expect(formatMinutes("90")).toBe("1\u00a0min 30\u00a0s");
    expect(formatMinutes("58926")).toBe("982\u00a0min 6\u00a0s");
    expect(formatMinutes("30")).toBe("30\u00a0s");
    expect(formatMinutes("120000", "en-GB")).toBe("2,000\u00a0min");
    expect(formatMinutes("58926.4", "es-ES")).toBe("982\u00a0min 6\u00a0s");
    expect(formatMinutes("-30")).toBe("-30\u00a0s");
    expect(formatMinutes("-90")).toBe("-1\u00a0min 30\u00a0s");
    expect(formatDuration("45")).toBe("45\u00a0s");
    expect(formatDuration("185")).toBe("3\u00a0min\u00a05\u00a0s");
    expect(formatDuration("180")).toBe("3\u00a0min");
    expect(formatDuration("3725")).toBe("1\u00a0h\u00a02\u00a0min");
  });

  it("counts sms", () => {
    expect(formatSms("1")).toBe("1\u00a0SMS");
    expect(formatSms("1200")).toBe("1,200\u00a0SMS");
  });

  it("dispatches on the API unit", () => {
    expect(formatQuantity("2048", "byte")).toBe("2\u00a0KB");
    expect(formatQuantity("120", "second")).toBe("2\u00a0min");
    expect(formatQuantity("125", "second", { voiceAs: "duration" })).toBe("2\u00a0min\u00a05\u00a0s");
    expect(formatQuantity("3", "sms")).toBe("3\u00a0SMS");
  });
});

describe("item 18: an allowance's used and left add up to its total as shown", () => {
  const GB = 1024 ** 3;
  /** A shown figure back to a number: "40,8 GB" -> 40.8, "982 min 6 s" -> seconds. */
  const read = (text: string, locale: string) => {
    const minutes = /^([\d.,]+)\u00a0min(?: (\d+)\u00a0s)?$|^(\d+)\u00a0s$/.exec(text);
    const plain = (figure: string) =>
      new Decimal(
        locale === "es-ES" ? figure.replaceAll(".", "").replace(",", ".") : figure.replaceAll(",", ""),
      );
    if (minutes)
      return minutes[3] !== undefined
        ? new Decimal(minutes[3])
        : plain(minutes[1] ?? "0")
            .times(60)
            .plus(minutes[2] ?? 0);
    return plain(text.split("\u00a0")[0] ?? "");
  };
  const unitOf = (text: string) => text.split("\u00a0").at(-1);

  it("reads 40,8 GB used of 50 GB and 9,2 GB left (it read 'Quedan 9,13 GB')", () => {
    const left = String(Math.round(9.13 * GB));
    expect(formatAllowance(String(50 * GB), left, "byte", "es-ES")).toEqual({
      used: "40,8\u00a0GB",
      left: "9,2\u00a0GB",
      total: "50\u00a0GB",
    });
  });

  it("never reads as all used before it is; all used leaves 0", () => {
    const almost = formatAllowance(String(20 * GB), String(20 * 1024 ** 2), "byte", "en-GB");
    expect(almost).toEqual({ used: "19.9\u00a0GB", left: "0.1\u00a0GB", total: "20\u00a0GB" });
    expect(formatAllowance(String(20 * GB), "0", "byte", "en-GB").left).toBe("0\u00a0GB");
  });

  it.each([
    ["byte", 2 * 1024 ** 4],
    ["second", 100_000],
    ["sms", 5_000],
  ] as const)("%s: used + left == total, in one unit, in English and Spanish (property)", (unit, max) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom("en-GB", "es-ES"),
        (initial, share, locale) => {
          const left = Math.floor(initial * share);
          const shown = formatAllowance(String(initial), String(left), unit, locale);
          expect(read(shown.used, locale).plus(read(shown.left, locale)).toFixed()).toBe(
            read(shown.total, locale).toFixed(),
          );
          if (unit !== "second")
            expect(new Set([shown.used, shown.left, shown.total].map(unitOf)).size).toBe(1);
        },
      ),
      { numRuns: 500 },
    );
  });
});
