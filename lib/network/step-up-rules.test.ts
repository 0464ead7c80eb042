import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import es from "@/messages/es.json";
import { swapWindowWords } from "./step-up-rules";

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
