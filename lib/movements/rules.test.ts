import { describe, expect, it } from "vitest";
import type { Movement } from "@/contract/billing";
import { editLockReason, isResponseOnlyType } from "./rules";

const movement = (type: Movement["type"]) => ({ type }) as Movement;

describe("editing response-only movement types (issue 10, item 4)", () => {
  it("offers no edit for CONSUMPTION, DISCOUNT or INSTALLATION_FEE, and says why", () => {
    for (const type of ["CONSUMPTION", "DISCOUNT", "INSTALLATION_FEE"] as const) {
      expect(isResponseOnlyType(type)).toBe(true);
      expect(editLockReason(movement(type))).toMatch(/cannot be edited/);
    }
    expect(editLockReason(movement("ADJUSTMENT"))).toBeUndefined();
  });
});
