import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import es from "@/messages/es.json";
import { recentSimMove, swapWindowWords } from "./step-up-rules";

const spanish = createTranslator({ locale: "es", messages: es, namespace: "Errors" });

describe("the SIM-swap window in words", () => {
  it.each([
    [240, "en los últimos 10 días"],
    [24, "en las últimas 24 horas"],
    [36, "en las últimas 36 horas"],
  ])("%i hours read as %s", (hours, words) => {
    expect(spanish("action.simSwapStepUp", swapWindowWords(hours))).toContain(words);
  });
});

describe("a recent SIM move", () => {
  const now = new Date("2026-11-27T12:00:00Z");

  it("is the move's time when it falls within the window, and nothing once it is older or unknown", () => {
    expect(recentSimMove("2026-11-27T10:00:00Z", 240, now)).toEqual(new Date("2026-11-27T10:00:00Z"));
    expect(recentSimMove("2026-11-17T12:00:01Z", 240, now)).toBeDefined();
    expect(recentSimMove("2026-11-17T12:00:00Z", 240, now)).toBeUndefined();
    expect(recentSimMove(null, 240, now)).toBeUndefined();
    expect(recentSimMove(undefined, 240, now)).toBeUndefined();
  });
});
