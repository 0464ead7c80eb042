import { describe, expect, it } from "vitest";
import {
  bytesToMegabytes,
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
