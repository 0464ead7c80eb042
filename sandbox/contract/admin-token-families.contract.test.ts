import { describe, expect, it } from "vitest";
import { admin, DEMO_PASSWORD, requestToken, sandboxUrl } from "./client";

interface Family {
  familyId: string;
  org: string;
  tokens: number;
  used: number;
  revoked: number;
}

const families = async (username: string): Promise<Family[]> =>
  (await (await admin(`/token-families?username=${username}`)).json()).families;

describe("GET /__admin/token-families (test control)", () => {
  it("counts one family per login and one token per rotation", async () => {
    const before = (await families("support")).length;
    const login = await (
      await requestToken({ grant_type: "password", username: "support", password: DEMO_PASSWORD })
    ).json();
    let list = await families("support");
    expect(list).toHaveLength(before + 1);
    expect(list.at(-1)).toMatchObject({ org: "demo", tokens: 1, used: 0, revoked: 0 });

    expect(
      (await requestToken({ grant_type: "refresh_token", refresh_token: login.refresh_token })).status,
    ).toBe(200);
    list = await families("support");
    expect(list.at(-1)).toMatchObject({ tokens: 2, used: 1, revoked: 0 });
  });

  it("answers an empty list for an unknown user and 400 without a username", async () => {
    expect(await families("nobody")).toEqual([]);
    const missing = await admin("/token-families");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "invalidQuery" });
  });

  it("requires the admin key", async () => {
    const response = await fetch(`${sandboxUrl()}/__admin/token-families?username=alice`);
    expect(response.status).toBe(401);
  });
});
