import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./db";

describe("isUniqueViolation", () => {
  it("finds SQLSTATE 23505 on the error or on the error drizzle wrapped", () => {
    expect(isUniqueViolation(Object.assign(new Error("dup"), { code: "23505" }))).toBe(true);
    const cause = Object.assign(new Error("dup"), { code: "23505" });
    expect(isUniqueViolation(new Error("Failed query", { cause }))).toBe(true);
  });

  it("is false for other failures", () => {
    expect(isUniqueViolation(Object.assign(new Error("fk"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(new Error("plain"))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
