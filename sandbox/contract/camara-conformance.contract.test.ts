import { beforeAll, describe, expect, it } from "vitest";
import { type Context, createContext, type Outcome } from "./camara/runner";
import { ALL_SCENARIOS } from "./camara/scenarios";

/**
 * CAMARA's own test plans (Gherkin, code/Test_definitions of each API repository), transcribed scenario by
 * scenario under their tags and run against the sandbox with nothing but the published test subjects.
 * The bar: at least 95% of the scenarios that can run here pass. Each failing one is listed.
 */
describe("CAMARA test plans against the sandbox", () => {
  let ctx: Context;
  const results: { id: string; api: string; outcome: Outcome }[] = [];

  beforeAll(async () => {
    ctx = await createContext();
    for (const scenario of ALL_SCENARIOS) {
      let outcome: Outcome;
      try {
        outcome = await scenario.run(ctx);
      } catch (error) {
        outcome = { pass: false, detail: `threw: ${String(error)}` };
      }
      results.push({ id: scenario.id, api: scenario.api, outcome });
    }
  }, 120_000);

  it("has a unique tag per scenario", () => {
    const ids = ALL_SCENARIOS.map((s) => s.id);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("passes at least 95% of the runnable scenarios, and says which fail and which cannot run", () => {
    const runnable = results.filter((r) => "pass" in r.outcome);
    const passed = runnable.filter((r) => "pass" in r.outcome && r.outcome.pass);
    const failed = runnable.filter((r) => "pass" in r.outcome && !r.outcome.pass);
    const skipped = results.filter((r) => "notRunnable" in r.outcome);
    const apis = [...new Set(results.map((r) => r.api))];
    for (const api of apis) {
      const mine = results.filter((r) => r.api === api);
      const ok = mine.filter((r) => "pass" in r.outcome && r.outcome.pass).length;
      const ran = mine.filter((r) => "pass" in r.outcome).length;
      console.log(`[camara] ${api}: ${ok}/${ran} passed, ${mine.length - ran} not runnable`);
    }
    console.log(
      `[camara] total: ${passed.length}/${runnable.length} runnable scenarios passed; ${skipped.length} not runnable`,
    );
    for (const r of skipped)
      console.log(`[camara] not runnable ${r.id}: ${(r.outcome as { notRunnable: string }).notRunnable}`);
    const failures = failed.map((r) => `${r.id}: ${(r.outcome as { detail?: string }).detail ?? ""}`);
    expect(runnable.length).toBeGreaterThan(100);
    expect(passed.length / runnable.length, failures.join("\n")).toBeGreaterThanOrEqual(0.95);
    // Every failure is a finding: kept visible even when the bar is met.
    expect.soft(failures).toEqual([]);
  });
});
