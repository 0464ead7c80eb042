import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderStatic } from "@/lib/testing/render-static";
import { AmountFields } from "./amount-fields";
import { type MovementValues, newMovementValues, toFormInput } from "./movement-values";

function render(values: MovementValues, locale: "en" | "es"): string {
  return renderStatic(
    createElement(AmountFields, { values, onChange: () => {}, errors: {}, locale }),
    locale,
  );
}
const taxSelect = (html: string) =>
  /<select[^>]*id="mv-tax-type"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";

describe("item 21: the new movement's tax type reads IVA in Spanish and is sent as the operator's code", () => {
  const fresh = newMovementValues("key-12345678", "2026-03-01T10:00:00.000Z");

  it("offers the operator's VAT by its Spanish name, IVA, and says the code it sends", () => {
    const html = render(fresh, "es");
    expect(taxSelect(html)).toBe('<option value="VAT" selected="">IVA</option>');
    expect(html).toContain("Se envía al operador con su código, VAT.");
    expect(taxSelect(render(fresh, "en"))).toBe('<option value="VAT" selected="">VAT</option>');
  });

  it("sends the code, not the word, whatever the page's language", () => {
    expect(toFormInput("SUB-1001", { ...fresh, valueWithoutTaxes: "10" }, "es").taxType).toBe("VAT");
  });

  it("keeps a stored movement's own code among the choices", () => {
    expect(taxSelect(render({ ...fresh, taxType: "IGIC" }, "es"))).toBe(
      '<option value="VAT">IVA</option><option value="IGIC" selected="">IGIC</option>',
    );
  });
});
