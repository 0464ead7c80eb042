import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { settle } = await import("./errors/problem");
const { OperatorError } = await import("./http");
const { readCounters } = await import("./metrics");

describe("degraded sections counter", () => {
  it("counts each section that loads into its error state, not the ones that load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = readCounters().degradedSections;
    await settle(Promise.resolve(1));
    await settle(Promise.reject(new OperatorError(502, "http502", "bad gateway", "t-1")));
    await settle(Promise.reject(new OperatorError(0, "unreachable", "down")));
    expect(readCounters().degradedSections - before).toBe(2);
  });
});
