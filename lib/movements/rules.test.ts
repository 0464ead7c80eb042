import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Movement } from "@/contract/billing";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { editLockReason, isInvoiced, isResponseOnlyType, lockReason, refundStateOf } from "./rules";

const movement = (type: Movement["type"]) => ({ type }) as Movement;
const english = createTranslator({ locale: "en", messages: en, namespace: "AgentMovements" });

describe("editing response-only movement types (issue 10, item 4)", () => {
  it("offers no edit for CONSUMPTION, DISCOUNT or INSTALLATION_FEE, and says why", () => {
    for (const type of ["CONSUMPTION", "DISCOUNT", "INSTALLATION_FEE"] as const) {
      expect(isResponseOnlyType(type)).toBe(true);
      const reason = editLockReason(movement(type));
      expect(reason).toEqual({ key: "responseOnlyType", type });
      expect(english("lock.responseOnlyType", { type: english(`type.${type}`) })).toMatch(/cannot be edited/);
    }
    expect(editLockReason(movement("ADJUSTMENT"))).toBeUndefined();
  });
});

describe("the invoiced rule (contract section 3: invoice_id)", () => {
  const billed = (ids: { invoice_id: string; invoice_number: string }) =>
    ({
      type: "ONE_TIME_FEE",
      transaction_type_id: "",
      refunded_movement_id: undefined,
      ...ids,
    }) as unknown as Movement;

  it("locks a movement whose invoice_id is filled, even when the invoice_number is not (yet)", () => {
    const movement = billed({ invoice_id: "F-2026-7", invoice_number: "" });
    expect(isInvoiced(movement)).toBe(true);
    const reason = lockReason(movement);
    expect(reason).toEqual({ key: "invoiced", invoice: "F-2026-7" });
    expect(english("lock.invoiced", { invoice: "F-2026-7" })).toBe(
      "Invoiced on F-2026-7: invoiced movements cannot be changed.",
    );
  });

  it("leaves a movement with neither open to changes", () => {
    const movement = billed({ invoice_id: "", invoice_number: "" });
    expect(isInvoiced(movement)).toBe(false);
    expect(lockReason(movement)).toBeUndefined();
  });
});

describe("item 21: a refund page for a movement that cannot be refunded says so in its title", () => {
  const spanish = createTranslator({ locale: "es", messages: es, namespace: "AgentMovements.refundPage" });
  const sale = {
    type: "ONE_TIME_FEE",
    transaction_type_id: "DEVICE",
    operation_type: "DEBIT",
    refunded_movement_id: undefined,
    amount: { value_with_taxes: "121", value_without_taxes: "100", tax: { type: "VAT", percentage: "21" } },
  } as unknown as Movement;
  const titleOf = (m: Movement) => spanish(`title.${refundStateOf(m)}`);

  it("titles a charge of a subscription, a credit or a refund 'no se puede reembolsar'", () => {
    for (const m of [
      { ...sale, transaction_type_id: "" },
      { ...sale, operation_type: "CREDIT" },
      { ...sale, refunded_movement_id: "MOV-1" },
    ] as Movement[])
      expect(titleOf(m)).toBe("Este movimiento no se puede reembolsar");
  });

  it("titles a refundable sale 'Reembolsar…', and one refunded in full as such", () => {
    expect(titleOf(sale)).toBe("Reembolsar un producto sin suscripción");
    expect(titleOf({ ...sale, refundable_with_taxes: "0.00" })).toBe(
      "Este movimiento ya está reembolsado por completo",
    );
    expect(refundStateOf({ ...sale, refundable_with_taxes: "0.01" })).toBe("refundable");
  });
});
