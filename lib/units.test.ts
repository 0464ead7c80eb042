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
    expect(formatBytes("0")).toBe("0 B");
    expect(formatBytes("512")).toBe("512 B");
    expect(formatBytes("1536")).toBe("1.5 KB");
    expect(formatBytes(String(350 * 1024 * 1024))).toBe("350 MB");
    expect(formatBytes(String(10 * 1024 ** 3))).toBe("10 GB");
    expect(formatBytes(String(2.25 * 1024 ** 3))).toBe("2.25 GB");
    expect(formatBytes("1234567890123")).toBe("1.12 TB");
  });

  it("localises the number", () => {
    expect(formatBytes(String(1.5 * 1024 ** 3), "es-ES")).toBe("1,5 GB");
  });

  it("converts bytes to megabytes for charts", () => {
    expect(bytesToMegabytes(String(5 * 1024 * 1024))).toBe(5);
  });

  it("formats voice as minutes and durations", () => {
    expect(formatMinutes("30000")).toBe("500 min");
    expect(formatMinutes("90")).toBe("1 min 30 s");
    expect(formatMinutes("58926")).toBe("982 min 6 s");
    expect(formatMinutes("30")).toBe("30 s");
    expect(formatMinutes("120000", "en-GB")).toBe("2,000 min");
    expect(formatMinutes("58926.4", "es-ES")).toBe("982 min 6 s");
    expect(formatMinutes("-30")).toBe("-30 s");
    expect(formatMinutes("-90")).toBe("-1 min 30 s");
    expect(formatDuration("45")).toBe("45 s");
    expect(formatDuration("185")).toBe("3 min 5 s");
    expect(formatDuration("180")).toBe("3 min");
    expect(formatDuration("3725")).toBe("1 h 2 min");
  });

  it("counts sms", () => {
    expect(formatSms("1")).toBe("1 SMS");
    expect(formatSms("1200")).toBe("1,200 SMS");
  });

  it("dispatches on the API unit", () => {
    expect(formatQuantity("2048", "byte")).toBe("2 KB");
    expect(formatQuantity("120", "second")).toBe("2 min");
    expect(formatQuantity("125", "second", { voiceAs: "duration" })).toBe("2 min 5 s");
    expect(formatQuantity("3", "sms")).toBe("3 SMS");
  });
});
