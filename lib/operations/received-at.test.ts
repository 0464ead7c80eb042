import { afterEach, describe, expect, it } from "vitest";
import { formatReceivedAt } from "./received-at";

const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
});

describe("formatReceivedAt", () => {
  it("item 3: the upload's received_at reads in the org's zone, not the browser's", () => {
    process.env.TZ = "America/New_York"; // the browser's zone, which must not show
    const receivedAt = "2026-03-29T01:30:00Z"; // 03:30 in Madrid, the night the clocks go forward
    expect(formatReceivedAt(receivedAt, { locale: "es-ES" })).toBe("29/3/2026, 3:30:00");
    expect(formatReceivedAt(receivedAt, { locale: "es-ES", timeZone: "Europe/Madrid" })).toBe(
      "29/3/2026, 3:30:00",
    );
    expect(formatReceivedAt(receivedAt, { locale: "en-GB", timeZone: "Atlantic/Canary" })).toBe(
      "29/03/2026, 02:30:00",
    );
  });
});
