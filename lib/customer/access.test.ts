import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
}));
const { pickAccount, pickSubscription } = await import("./access");

const carol = {
  id: "u-carol",
  name: "Carol Diaz",
  username: "carol",
  org: "demo",
  roles: ["customer" as const],
  subscriptions: ["SUB-1003", "SUB-1004"],
  accounts: ["ACC-1003"],
};

describe("a customer reaches only their own lines and accounts", () => {
  it("gives the line asked for when it is theirs, else their first", () => {
    expect(pickSubscription(carol, "SUB-1004")).toBe("SUB-1004");
    expect(pickSubscription(carol, undefined)).toBe("SUB-1003");
    expect(pickAccount(carol, "ACC-1003")).toBe("ACC-1003");
  });

  it("answers someone else's line or account exactly like an unknown one: not found", () => {
    expect(() => pickSubscription(carol, "SUB-1001")).toThrow("NEXT_NOT_FOUND");
    expect(() => pickSubscription(carol, "SUB-9999")).toThrow("NEXT_NOT_FOUND");
    expect(() => pickAccount(carol, "ACC-1001")).toThrow("NEXT_NOT_FOUND");
    expect(() => pickSubscription({ ...carol, subscriptions: [] }, undefined)).toThrow("NEXT_NOT_FOUND");
  });
});
