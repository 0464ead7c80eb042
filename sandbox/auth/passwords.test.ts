import { describe, expect, it, vi } from "vitest";

const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    scryptCalls.count += 1;
    return crypto.scrypt(...args);
  };
  return { ...crypto, scrypt, default: { ...crypto, scrypt } };
});

const { hashSecret, verifySecretOrDecoy } = await import("./passwords");

describe("verifySecretOrDecoy", () => {
  it("does the same hashing work for an unknown user as for a known one, and says no", async () => {
    const stored = await hashSecret("demo-password");
    scryptCalls.count = 0;
    expect(await verifySecretOrDecoy("demo-password", stored)).toBe(true);
    const forKnown = scryptCalls.count;
    scryptCalls.count = 0;
    expect(await verifySecretOrDecoy("demo-password", undefined)).toBe(false);
    expect(scryptCalls.count).toBe(forKnown);
    expect(forKnown).toBe(1);
  });
});
