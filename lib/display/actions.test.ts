import { beforeEach, describe, expect, it, vi } from "vitest";

const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}));
const { setLocale, setTheme } = await import("./actions");

describe("display settings actions", () => {
  beforeEach(() => jar.clear());

  it("remember a language or a theme the portal has", async () => {
    expect(await setLocale("es")).toEqual({ ok: true });
    expect(await setTheme("dark")).toEqual({ ok: true });
    expect(Object.fromEntries(jar)).toEqual({ "portal-locale": "es", "portal-theme": "dark" });
    expect(await setTheme("system")).toEqual({ ok: true });
    expect(jar.has("portal-theme")).toBe(false);
  });

  it("refuse anything else and change nothing", async () => {
    await setLocale("en");
    for (const bad of ["fr", "", "es; path=/", null, 42, { locale: "es" }, "x".repeat(10_000)]) {
      expect(await setLocale(bad)).toEqual({ ok: false });
      expect(await setTheme(bad)).toEqual({ ok: false });
    }
    expect(Object.fromEntries(jar)).toEqual({ "portal-locale": "en" });
  });
});
