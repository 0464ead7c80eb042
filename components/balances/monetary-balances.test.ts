import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { MonetaryBalance } from "@/contract/billing";
import type { BillingKind } from "@/lib/balances/billing-kind";
import { renderStatic } from "@/lib/testing/render-static";
import { MonetaryBalances } from "./monetary-balances";

const now = new Date("2026-03-10T10:00:00.000Z");
const balance = (id: string): MonetaryBalance => ({
  id,
  currentValue: "12.40",
  currentValueWithTaxes: "15.00",
  unit: "EUR",
  activationDatetime: "2026-03-01T00:00:00.000Z",
  expirationDatetime: "2026-03-31T21:59:59.999999999Z",
  counters: [],
});

/** The text a person reads, as the server renders it. */
function textOf(kind: BillingKind, locale: "en" | "es", balances = [balance("MB-1")]): string {
  const html = renderStatic(createElement(MonetaryBalances, { balances, now, kind }), locale);
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("item 17: a postpaid line's spend outside its bundles is no 'saldo … válido hasta'", () => {
  it.each(["postpaid", "landline"] as const)("a %s line's is to be charged on the next bill", (kind) => {
    const spanish = textOf(kind, "es");
    expect(spanish).toContain("A cobrar en la próxima factura");
    expect(spanish).toContain("gasto fuera de los bonos del ciclo que termina el");
    expect(spanish).not.toMatch(/saldo|válido hasta/i);
    const english = textOf(kind, "en");
    expect(english).toContain("To be charged on the next bill");
    expect(english).not.toMatch(/balance|valid until/i);
    expect(textOf(kind, "es", [])).toContain("No consta gasto fuera de los bonos en esta línea.");
  });

  it("a prepaid line's is still its saldo, valid until a date", () => {
    const spanish = textOf("prepaid", "es");
    expect(spanish).toContain("Saldo");
    expect(spanish).toContain("válido hasta el");
    expect(textOf("prepaid", "es", [])).toContain("Esta línea no tiene saldo.");
  });
});
