import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Invoice } from "@/contract/billing";
import { wordError } from "@/lib/i18n/error-message";
import { invoiceLine } from "@/lib/testing/fakes";
import en from "@/messages/en.json";
import { lineCap, planDraft, refusedLine } from "./rules";

const line = invoiceLine;
const compensation = line({
  movement_id: "MOV-2",
  type: "ADJUSTMENT",
  description: "Compensation",
  amount_without_taxes: "-2",
  tax_amount: "-0.42",
  amount_with_taxes: "-2.42",
});
const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });
const invoice = { id: "INV-1", lines: [line({}), compensation] } as unknown as Invoice;

describe("credit lines are not refundable (issue 10, item 6)", () => {
  it("offers nothing to refund on a credit line", () => {
    expect(lineCap(compensation)).toBe("0");
    expect(lineCap(line({}))).toBe("12.1");
  });

  it("refuses a credit line in the plan, naming it", () => {
    const plan = planDraft(invoice, [{ movementId: "MOV-2", amountWithTaxes: "2.42" }]);
    const reason = { key: "creditLine", values: { description: "Compensation" } } as const;
    expect(plan).toEqual({ ok: false, fieldErrors: { "lines.0.amountWithTaxes": reason } });
    expect(wordError(english, reason)).toContain("“Compensation” is a credit");
  });

  it("names the line and the reason when the operator refuses one", () => {
    const lines = [
      { movementId: "MOV-1", description: "Router fee" },
      { movementId: "MOV-2", description: "Compensation" },
    ];
    const refused = refusedLine("refunds[1].movement_id: MOV-2 is not a charge of invoice F-2026-1.", lines);
    expect(refused?.index).toBe(1);
    expect(refused && wordError(english, refused.text)).toBe(
      "“Compensation”: MOV-2 is not a charge of invoice F-2026-1.",
    );
    expect(refusedLine("something else", lines)).toBeUndefined();
  });
});
