import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settledWithin } from "./settled-within";

describe("settledWithin", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

  it("gives the value of a promise that settles in time", async () => {
    const answer = settledWithin(later(100, "clear"), 500);
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toBe("clear");
  });

  it("gives undefined once the time is up, and the promise still settles for whoever awaits it", async () => {
    const slow = later(2_000, "swapped");
    const answer = settledWithin(slow, 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(answer).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(slow).resolves.toBe("swapped");
  });

  it("gives undefined for a rejection, which stays the promise's own", async () => {
    const failing = Promise.reject(new Error("store down"));
    await expect(settledWithin(failing, 500)).resolves.toBeUndefined();
    await expect(failing).rejects.toThrow("store down");
  });
});
