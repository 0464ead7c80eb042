import { describe, expect, it, vi } from "vitest";
import type { PortalSession } from "@/lib/auth/session";
import type { SwapOutlook } from "@/lib/network/step-up-rules";
import { startSimSwapCheck } from "./sim-swap-status";

// A plain function, not a spy: a spy follows a rejected promise of its own and reports it unhandled.
const check = vi.hoisted(() => ({ answer: (): Promise<SwapOutlook> => Promise.resolve({ state: "clear" }) }));
vi.mock("server-only", () => ({}));
vi.mock("@/lib/network/step-up", () => ({ stepUpOutlook: () => check.answer() }));
vi.mock("@/lib/log", () => ({ log: { warn: () => {} } }));

const session = { user: { org: "demo" } } as PortalSession;

describe("startSimSwapCheck", () => {
  it("gives the check's answer", async () => {
    check.answer = async () => ({ state: "clear" });
    await expect(startSimSwapCheck(session, "SUB-1001")).resolves.toEqual({ state: "clear" });
  });

  it("turns a check the portal cannot make (its store failing) into a failed check the warning says, not a failed page", async () => {
    check.answer = async () => {
      throw new Error("connection refused");
    };
    await expect(startSimSwapCheck(session, "SUB-1001")).resolves.toEqual({
      state: "checkFailed",
      message: "The portal could not look this line up just now.",
    });
  });
});
