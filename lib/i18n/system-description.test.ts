import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { systemDescription } from "@/contract/system-descriptions";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { describeWith } from "./system-description";

const describeIn = (locale: "en" | "es") =>
  describeWith(
    createTranslator({ locale, messages: locale === "es" ? es : en, namespace: "SystemDescription" }),
  );

describe("descriptions the operator writes from codes", () => {
  it("item 20: reach a Spanish reader in Spanish; what a person typed stays as typed", () => {
    const spanish = describeIn("es");
    expect(spanish(systemDescription.usageOutsideBundle())).toBe("Consumo fuera del bono");
    expect(spanish(systemDescription.monthlyFee("Unlimited 50"))).toBe("Unlimited 50: cuota mensual");
    expect(spanish(systemDescription.bundle30Days("Prepaid Smart"))).toBe("Prepaid Smart: bono de 30 días");
    expect(
      spanish(systemDescription.rectificationOf("F2026-000004", systemDescription.usageOutsideBundle())),
    ).toBe("Rectificación de F2026-000004: Consumo fuera del bono");
    expect(spanish(systemDescription.refundOf("SIM card replacement"))).toBe(
      "Reembolso: SIM card replacement",
    );
    expect(spanish("Loyalty discount")).toBe("Loyalty discount");
    expect(spanish("Compensación por la avería")).toBe("Compensación por la avería");
  });

  it("item 20: read back as written for an English reader", () => {
    const english = describeIn("en");
    for (const text of [
      systemDescription.usageOutsideBundle(),
      systemDescription.monthlyFee("Unlimited 50"),
      systemDescription.rectificationOf("F2026-000004", systemDescription.refundOf("Loan handset")),
    ])
      expect(english(text)).toBe(text);
  });
});
