import { describe, expect, it } from "vitest";
import { type FieldOutcomes, judgeVerification, liftsStepUp } from "./verification-rule";

const match = { result: "match" } as const;
const noMatch = { result: "noMatch", score: 80 } as const;
const notAvailable = { result: "notAvailable" } as const;

describe("what verifies a caller", () => {
  it.each<[string, FieldOutcomes, ReturnType<typeof judgeVerification>]>([
    ["nothing", {}, { checked: [], isVerified: false, shortfall: "privateField" }],
    [
      "the e-mail alone",
      { email: match },
      { checked: ["email"], isVerified: false, shortfall: "privateField" },
    ],
    [
      "the name, given and family names and e-mail: four public details",
      { name: match, givenName: match, familyName: match, email: match },
      { checked: ["name", "givenName", "familyName", "email"], isVerified: false, shortfall: "privateField" },
    ],
    [
      "the birth date alone: one short",
      { birthdate: match },
      { checked: ["birthdate"], isVerified: false, shortfall: "secondField" },
    ],
    [
      "the birth date and a field the operator does not hold",
      { birthdate: match, address: notAvailable },
      { checked: ["birthdate"], isVerified: false, shortfall: "secondField" },
    ],
    [
      "the birth date and the name: two",
      { birthdate: match, name: match },
      { checked: ["birthdate", "name"], isVerified: true },
    ],
    [
      "both private details",
      { idDocument: match, birthdate: match },
      { checked: ["idDocument", "birthdate"], isVerified: true },
    ],
    [
      "two matching and one that does not",
      { idDocument: match, birthdate: match, email: noMatch },
      { checked: ["idDocument", "birthdate", "email"], isVerified: false, shortfall: "mismatch" },
    ],
  ])("item 11: %s", (_label, fields, judgement) => {
    expect(judgeVerification(fields)).toEqual(judgement);
  });

  it("item 11: an age check that fails does not verify, whatever matched", () => {
    expect(judgeVerification({ idDocument: match, birthdate: match }, { result: "false" })).toMatchObject({
      isVerified: false,
      shortfall: "tooYoung",
    });
    expect(
      judgeVerification({ idDocument: match, birthdate: match }, { result: "not_available" }).isVerified,
    ).toBe(true);
  });

  it("item 11: the step-up reads an audited verification again, and nothing it cannot read lifts it", () => {
    expect(liftsStepUp({ isVerified: true, fields: { idDocument: match, email: match } })).toBe(true);
    expect(liftsStepUp({ isVerified: true, fields: { email: match, name: match } })).toBe(false);
    expect(liftsStepUp({ isVerified: true })).toBe(false);
    expect(liftsStepUp({ isVerified: true, fields: { idDocument: "match", email: "match" } })).toBe(false);
    expect(liftsStepUp(null)).toBe(false);
  });
});
