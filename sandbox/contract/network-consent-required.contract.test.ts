import { afterEach, describe, expect, it } from "vitest";
import { admin, resetSandboxClock } from "./client";
import { ACME_NETWORK_CLIENT, expectNetworkError, expectOk, gateway, networkToken } from "./network-helpers";

const ALICE = "+34600100001";
const BOB = "+34600100002";
const DAVE = "+34600200001";
const LOCATION = { scopes: ["location-retrieval:read"], purpose: "dpv:ServiceProvision" };
const HOUR = 3_600_000;

const locate = (phoneNumber: string, token: string, org = "demo") =>
  gateway("location-retrieval/retrieve", { device: { phoneNumber } }, token, { org });

/** Stops the sandbox clock at `at` (ISO): the boundary is hit to the millisecond, nothing sleeps. */
async function stopClockAt(at: number) {
  const response = await admin("/clock", {
    method: "POST",
    body: JSON.stringify({ at: new Date(at).toISOString() }),
  });
  expect(response.status).toBe(200);
}

const grant = (org: string, msisdn: string, clientId: string, extra: Record<string, unknown> = {}) =>
  admin(`/network/${org}/${encodeURIComponent(msisdn)}/consent`, {
    method: "PUT",
    body: JSON.stringify({ clientId, ...LOCATION, granted: true, ...extra }),
  });

afterEach(async () => {
  await resetSandboxClock();
  expect((await admin("/network/reset", { method: "POST" })).status).toBe(204);
});

describe("item 9: the gateway refuses an operation that needs consent without a valid one", () => {
  it("item 9: demo: alice's expired location consent for portal-network is 403 PERMISSION_DENIED; bob's valid one locates", async () => {
    const token = await networkToken();
    await expectNetworkError(
      await locate(ALICE, token),
      403,
      "PERMISSION_DENIED",
      "The subscriber has not given portal-network a valid consent for location-retrieval:read with purpose dpv:ServiceProvision.",
    );
    expect((await locate(BOB, token)).status).toBe(200);
  });

  it("item 9: a consent for another purpose or another client does not count", async () => {
    const token = await networkToken();
    expect((await grant("demo", ALICE, "portal-network", { purpose: "dpv:Marketing" })).status).toBe(200);
    expect((await grant("demo", ALICE, "portal-web")).status).toBe(200);
    await expectNetworkError(await locate(ALICE, token), 403, "PERMISSION_DENIED");
    expect((await grant("demo", ALICE, "portal-network")).status).toBe(200);
    expect((await locate(ALICE, token)).status).toBe(200);
  });

  it("item 9: acme: dave without consent is 403; once acme-network holds one, the operation's own rules answer", async () => {
    const token = await networkToken(["location-retrieval:read"], ACME_NETWORK_CLIENT);
    await expectNetworkError(await locate(DAVE, token, "acme"), 403, "PERMISSION_DENIED");
    expect((await grant("acme", DAVE, "acme-network")).status).toBe(200);
    // Dave's device reports no location: past the consent check, location retrieval's own 422.
    await expectNetworkError(await locate(DAVE, token, "acme"), 422, "LOCATION_RETRIEVAL.UNABLE_TO_LOCATE");
  });

  it("item 9: the operations that need no consent still answer without one (alice, portal-network)", async () => {
    const token = await networkToken();
    expect((await gateway("device-swap/check", { phoneNumber: ALICE }, token)).status).toBe(200);
    expect((await gateway("connected-network-type/retrieve", { phoneNumber: ALICE }, token)).status).toBe(
      200,
    );
  });
});

describe("item 28: the gateway reads the sandbox clock: boundary instants are testable", () => {
  it("item 9 / item 28: a consent is valid up to the millisecond before its expiration, refused exactly at it", async () => {
    const expiresAt = Date.now() + 2 * HOUR;
    expect(
      (await grant("demo", ALICE, "portal-network", { expirationDate: new Date(expiresAt).toISOString() }))
        .status,
    ).toBe(200);
    await stopClockAt(expiresAt - 1);
    expect((await locate(ALICE, await networkToken())).status).toBe(200);
    await stopClockAt(expiresAt);
    await expectNetworkError(await locate(ALICE, await networkToken()), 403, "PERMISSION_DENIED");
    const status = await gateway(
      "consent-info/retrieve",
      { phoneNumber: ALICE, clientId: "portal-network", ...LOCATION, requestCaptureUrl: false },
      await networkToken(),
    );
    await expectOk(status, {
      statusInfo: [
        {
          ...LOCATION,
          statusValidForProcessing: false,
          statusReason: "EXPIRED",
          expirationDate: new Date(expiresAt).toISOString(),
        },
      ],
    });
  });

  it("item 28: a device change exactly maxAge hours ago is swapped; one millisecond older is not", async () => {
    const swappedAt = Math.floor(Date.now() / 1000) * 1000 + 60_000;
    await stopClockAt(swappedAt);
    const swap = await admin(`/network/demo/${encodeURIComponent(ALICE)}/sim-swap`, { method: "POST" });
    expect(swap.status).toBe(200);
    const check = async () =>
      gateway("device-swap/check", { phoneNumber: ALICE, maxAge: 24 }, await networkToken());
    await stopClockAt(swappedAt + 24 * HOUR);
    await expectOk(await check(), { swapped: true });
    await stopClockAt(swappedAt + 24 * HOUR + 1);
    await expectOk(await check(), { swapped: false });
    const date = await gateway("device-swap/retrieve-date", { phoneNumber: ALICE }, await networkToken());
    await expectOk(date, { latestDeviceChange: new Date(swappedAt).toISOString() });
  });
});
