import { describe, expect, it } from "vitest";
import { joinWallTime, splitWallTime } from "./wall-time-input";

describe("a day-and-time input", () => {
  it("shows a datetime-local value day first on a 24-hour clock", () => {
    expect(splitWallTime("2026-10-25T14:30")).toEqual({ day: "25/10/2026", time: "14:30" });
    expect(splitWallTime("")).toEqual({ day: "", time: "" });
  });

  it("reads what a person types back into the same value", () => {
    expect(joinWallTime({ day: "25/10/2026", time: "14:30" })).toBe("2026-10-25T14:30");
    expect(joinWallTime({ day: "5/3/2026", time: "9:05" })).toBe("2026-03-05T09:05");
    expect(joinWallTime({ day: "05.03.2026", time: "0905" })).toBe("2026-03-05T09:05");
    expect(joinWallTime({ day: "", time: "" })).toBe("");
  });

  it("passes on what does not parse, as typed, for the form to refuse", () => {
    expect(joinWallTime({ day: "31/02/2026", time: "10:00" })).toBe("31/02/2026 10:00");
    expect(joinWallTime({ day: "25/10/2026", time: "24:00" })).toBe("25/10/2026 24:00");
    expect(joinWallTime({ day: "25/10/2026", time: "" })).toBe("25/10/2026 ");
    expect(splitWallTime("31/02/2026 10:00")).toEqual({ day: "31/02/2026", time: "10:00" });
  });
});
