import { describe, expect, it } from "vitest";
import { DEMO_CLIENT, DEMO_PASSWORD, requestToken } from "./client";
import { NETWORK_CLIENT, tokenRequest } from "./network-helpers";

/** This run's sandbox was started with generated client secrets (global-setup), as `npm start` starts it. */
describe("item 10: the sandbox authenticates the portal's clients with the secrets it was started with", () => {
  const login = { grant_type: "password", username: "alice", password: DEMO_PASSWORD };

  it("item 10: the customer-type client: the configured secret signs in, the published one is refused", async () => {
    expect((await requestToken(login, DEMO_CLIENT)).status).toBe(200);
    const published = await requestToken(login, { id: "portal-web", secret: "portal-web-secret" });
    expect(published.status).toBe(401);
    expect(await published.json()).toMatchObject({ error: "invalid_client" });
  });

  it("item 10: the network client: the configured secret gets a token, the published one is refused", async () => {
    const form = { grant_type: "client_credentials", scope: "device-swap:check" };
    expect((await tokenRequest(NETWORK_CLIENT, form)).status).toBe(200);
    const published = await tokenRequest({ id: "portal-network", secret: "portal-network-secret" }, form);
    expect(published.status).toBe(401);
    expect(await published.json()).toMatchObject({ error: "invalid_client" });
  });
});
