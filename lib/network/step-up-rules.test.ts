import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import es from "@/messages/es.json";
import { outlookFromLastMove, swapWindowWords } from "./step-up-rules";

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

  it("is a swap at the move's time within the window, and clear once it is older or unknown", () => {
    expect(outlookFromLastMove("2026-11-27T10:00:00Z", 240, now)).toEqual({
      state: "swapped",
      hours: 240,
      movedAt: new Date("2026-11-27T10:00:00Z"),
    });
    expect(outlookFromLastMove("2026-11-17T12:00:01Z", 240, now).state).toBe("swapped");
    expect(outlookFromLastMove("2026-11-17T12:00:00Z", 240, now)).toEqual({ state: "clear" });
    expect(outlookFromLastMove(null, 240, now)).toEqual({ state: "clear" });
    expect(outlookFromLastMove(undefined, 240, now)).toEqual({ state: "clear" });
  });
});
