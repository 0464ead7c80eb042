import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "./phone-display";

describe("formatPhoneNumber", () => {
  it.each([
    ["+34600100001", "+34 600 10 00 01"],
    ["+34910000001", "+34 910 00 00 01"],
    ["+442079460958", "+44 20 7946 0958"],
  ])("groups %s by its country's rules", (e164, shown) => {
    expect(formatPhoneNumber(e164)).toBe(shown);
  });

  it.each(["22333", "Movistar", ""])("shows %j, which is no phone number, as it is", (text) => {
    expect(formatPhoneNumber(text)).toBe(text);
  });
});
