import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../app";
import { readSandboxConfig } from "../config";
import type { SandboxDb } from "../store/db";

// The refusal touches no store: a sandbox app over no database answers it.
const configWith = (env: Record<string, string>) =>
  readSandboxConfig({ NODE_ENV: "test", SANDBOX_DATA_DIR: "/nonexistent", ...env });
const appWith = (env: Record<string, string>) => createSandboxApp({} as SandboxDb, configWith(env)).app;

describe("the test subjects outside demo mode", () => {
  it("item 12: a sandbox started with SANDBOX_PUBLIC_SUBJECTS=0 answers 404 NOT_FOUND and publishes nothing", async () => {
    for (const value of ["0", "false", "off"]) {
      const response = await appWith({ SANDBOX_PUBLIC_SUBJECTS: value }).request(
        "/gateway/v0/sandbox/test-subjects",
      );
      expect(response.status, value).toBe(404);
      expect(response.headers.get("x-sandbox-demo-mode")).toBeNull();
      expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("item 12: demo mode is on unless turned off", () => {
    expect(configWith({}).publicSubjects).toBe(true);
    expect(configWith({ SANDBOX_PUBLIC_SUBJECTS: "1" }).publicSubjects).toBe(true);
    expect(configWith({ SANDBOX_PUBLIC_SUBJECTS: "0" }).publicSubjects).toBe(false);
  });
});
