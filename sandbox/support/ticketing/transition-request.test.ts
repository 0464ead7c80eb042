import { describe, expect, it } from "vitest";
import { readTransitionBody, resolveFields } from "./transition-request";
import { findTransition } from "./workflow";

const resolve = findTransition(41)?.fields ?? [];

describe("readTransitionBody", () => {
  it("reads the v2.2.0 layout without flagging it", () => {
    expect(readTransitionBody({ transitionId: 41, customFields: { resolution: "FIXED" } })).toEqual({
      ok: true,
      value: { transitionId: 41, given: { resolution: "FIXED" }, usedLegacyLayout: false },
    });
  });

  it("merges top-level properties (old layout), customFields winning on a clash", () => {
    const read = readTransitionBody({
      transitionId: 41,
      resolution: "WONT_FIX",
      customFields: { resolution: "FIXED" },
    });
    expect(read).toMatchObject({
      ok: true,
      value: { given: { resolution: "FIXED" }, usedLegacyLayout: true },
    });
  });

  it.each([
    null,
    [],
    "x",
    {},
    { transitionId: "41" },
    { transitionId: 1.5 },
    { transitionId: 2 ** 31 },
    {
      transitionId: 1,
      customFields: [],
    },
  ])("refuses %j", (body) => {
    expect(readTransitionBody(body).ok).toBe(false);
  });
});

describe("resolveFields", () => {
  it("keeps allowed fields, maps placeholder keys, lists ignored ones", () => {
    const result = resolveFields(resolve, {
      customfield_10041: "FIXED",
      resolution_notes: "done",
      priority: "HIGH",
      time_spent_hours: null,
    });
    expect(result).toEqual({
      fields: { resolution: "FIXED", resolution_notes: "done" },
      ignored: ["priority"],
      usedPlaceholderKeys: true,
      issues: [],
    });
  });

  it("prefers the name over the placeholder of the same field", () => {
    const result = resolveFields(resolve, {
      resolution: "FIXED",
      customfield_10041: "WONT_FIX",
      resolution_notes: "x",
    });
    expect(result.fields.resolution).toBe("FIXED");
  });

  it("codes each problem", () => {
    const { issues } = resolveFields(resolve, {
      resolution_notes: "   ",
      affected_services: ["DATA", "DATA"],
      resolved_on: "2024-02-30",
      time_spent_hours: 5000,
    });
    expect(Object.fromEntries(issues.map((i) => [i.field, i.code]))).toEqual({
      resolution: "requiredField",
      resolution_notes: "requiredField",
      affected_services: "valueNotAllowed",
      resolved_on: "invalidType",
      time_spent_hours: "outOfRange",
    });
  });
});
