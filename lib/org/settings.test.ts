import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

async function settingsWith(json: string) {
  vi.resetModules();
  vi.stubEnv("ORG_SETTINGS", json);
  return import("./settings");
}

afterEach(() => vi.unstubAllEnvs());

describe("org settings", () => {
  it("gives an org its own country and support number, and every other org the defaults", async () => {
    const { orgSettings } = await settingsWith(
      '{"acme":{"defaultCountry":"GB","supportPhone":"+442079460958"}}',
    );
    expect(orgSettings("acme")).toMatchObject({ defaultCountry: "GB", supportPhone: "+442079460958" });
    expect(orgSettings("demo")).toEqual({ timeZone: "Europe/Madrid", defaultCountry: "ES" });
    expect(orgSettings(undefined).supportPhone).toBeUndefined();
  });

  it.each([
    ['{"demo":{"defaultCountry":"XX"}}', "a country no phone library knows"],
    ['{"demo":{"supportPhone":"900 100 100"}}', "a support number that is not E.164"],
    ["{not json", "settings that are not JSON"],
  ])("refuses to start with %s (%s)", async (json) => {
    await expect(settingsWith(json)).rejects.toThrow();
  });
});
