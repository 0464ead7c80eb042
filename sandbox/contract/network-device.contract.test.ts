import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "./client";
import { expectNetworkError, expectOk, gateway, hoursBefore, networkToken } from "./network-helpers";

let token: string;
beforeAll(async () => {
  token = await networkToken();
});

const retrieveDate = (phoneNumber: string) => gateway("device-swap/retrieve-date", { phoneNumber }, token);
const check = (body: Record<string, unknown>) => gateway("device-swap/check", body, token);

describe("device swap", () => {
  it("retrieve-date answers the last change as RFC 3339: alice 2 h, bob 400 h before the sandbox started", async () => {
    const alice = await (await retrieveDate("+34600100001")).json();
    expect(Object.keys(alice)).toEqual(["latestDeviceChange"]);
    expect(alice.latestDeviceChange).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(hoursBefore(alice.latestDeviceChange)).toBeGreaterThanOrEqual(2);
    expect(hoursBefore(alice.latestDeviceChange)).toBeLessThan(3);
    const bob = await (await retrieveDate("+34600100002")).json();
    expect(hoursBefore(bob.latestDeviceChange)).toBeGreaterThanOrEqual(400);
    expect(hoursBefore(bob.latestDeviceChange)).toBeLessThan(401);
  });

  it("answers null with the monitored period when the change is older than it", async () => {
    await expectOk(await retrieveDate("+34600100005"), { latestDeviceChange: null, monitoredPeriod: 365 });
    await expectOk(await check({ phoneNumber: "+34600100005", maxAge: 2400 }), { swapped: false });
  });

  it("check: swapped within maxAge hours (default 240)", async () => {
    await expectOk(await check({ phoneNumber: "+34600100001" }), { swapped: true });
    await expectOk(await check({ phoneNumber: "+34600100001", maxAge: 1 }), { swapped: false });
    await expectOk(await check({ phoneNumber: "+34600100002" }), { swapped: false });
    await expectOk(await check({ phoneNumber: "+34600100002", maxAge: 401 }), { swapped: true });
    await expectOk(await check({ phoneNumber: "+34600100004", maxAge: 2400 }), { swapped: false });
  });

  it("maxAge outside 1-2400 is 400 OUT_OF_RANGE; not an integer is 400 INVALID_ARGUMENT", async () => {
    for (const maxAge of [0, 2401, -5])
      await expectNetworkError(await check({ phoneNumber: "+34600100001", maxAge }), 400, "OUT_OF_RANGE");
    for (const maxAge of [1.5, "24", null])
      await expectNetworkError(await check({ phoneNumber: "+34600100001", maxAge }), 400, "INVALID_ARGUMENT");
  });

  it("a SIM that never connected is 422 SERVICE_NOT_APPLICABLE on both operations", async () => {
    await expectNetworkError(await retrieveDate("+34600100006"), 422, "SERVICE_NOT_APPLICABLE");
    await expectNetworkError(await check({ phoneNumber: "+34600100006" }), 422, "SERVICE_NOT_APPLICABLE");
  });

  it("a missing phoneNumber with a subscriber-less token is 422 MISSING_IDENTIFIER", async () => {
    await expectNetworkError(await check({ maxAge: 24 }), 422, "MISSING_IDENTIFIER");
  });

  it("an admin SIM swap is caught at once; the device identifier follows the SIM", async () => {
    await expectOk(await check({ phoneNumber: "+34600100004", maxAge: 1 }), { swapped: false });
    const swap = await admin("/network/demo/%2B34600100004/sim-swap", {
      method: "POST",
      body: JSON.stringify({ imei: "356789012345678", model: "Fairphone 5", manufacturer: "Fairphone" }),
    });
    expect(swap.status).toBe(200);
    await expectOk(await check({ phoneNumber: "+34600100004", maxAge: 1 }), { swapped: true });
    const date = await (await retrieveDate("+34600100004")).json();
    expect(hoursBefore(date.latestDeviceChange)).toBeLessThan(0.1);
    const identifier = await gateway(
      "device-identifier/retrieve-identifier",
      { phoneNumber: "+34600100004" },
      token,
    );
    expect(await identifier.json()).toEqual({
      lastChecked: expect.any(String),
      imei: "356789012345678",
      tac: "35678901",
      model: "Fairphone 5",
      manufacturer: "Fairphone",
    });
  });

  it("the admin reset puts the seed back: the fresh swap is gone", async () => {
    const swap = await admin("/network/demo/%2B34600100008/sim-swap", { method: "POST" });
    expect((await swap.json()).imei).toMatch(/^\d{15}$/);
    await expectOk(await check({ phoneNumber: "+34600100008", maxAge: 1 }), { swapped: true });
    expect((await admin("/network/reset", { method: "POST" })).status).toBe(204);
    await expectOk(await check({ phoneNumber: "+34600100008", maxAge: 1 }), { swapped: false });
    await expectOk(await check({ phoneNumber: "+34600100001", maxAge: 240 }), { swapped: true });
  });

  it("admin actions need the admin key and a known line", async () => {
    const { sandboxUrl } = await import("./client");
    const anonymous = await fetch(`${sandboxUrl()}/__admin/network/demo/%2B34600100001/sim-swap`, {
      method: "POST",
    });
    expect(anonymous.status).toBe(401);
    expect((await admin("/network/demo/%2B34600100009/sim-swap", { method: "POST" })).status).toBe(404);
    expect((await admin("/network/acme/%2B34600100001/sim-swap", { method: "POST" })).status).toBe(404);
    const bad = await admin("/network/demo/%2B34600100001/sim-swap", {
      method: "POST",
      body: '{"imei":"12"}',
    });
    expect(bad.status).toBe(400);
    await expectOk(await check({ phoneNumber: "+34600100001", maxAge: 1 }), { swapped: false });
  });
});

describe("device identifier", () => {
  it("retrieve-identifier answers the current device's identifiers", async () => {
    const response = await gateway(
      "device-identifier/retrieve-identifier",
      { phoneNumber: "+34600100001" },
      token,
    );
    const body = await response.json();
    expect(body).toEqual({
      lastChecked: expect.any(String),
      imeisv: "4901542032375181",
      imei: "490154203237518",
      tac: "49015420",
      model: "3110",
      manufacturer: "Nokia",
    });
    expect(Math.abs(Date.parse(body.lastChecked) - Date.now())).toBeLessThan(60_000);
  });

  it("retrieve-type answers tac, model and manufacturer only; the second-hand device of a sim-swapped line", async () => {
    await expectOk(
      await gateway("device-identifier/retrieve-type", { device: { phoneNumber: "+34600100007" } }, token),
      {
        lastChecked: expect.any(String),
        tac: "35824005",
      },
    );
  });

  it("a line without a device is 422 SERVICE_NOT_APPLICABLE", async () => {
    await expectNetworkError(
      await gateway("device-identifier/retrieve-identifier", { phoneNumber: "+34600100006" }, token),
      422,
      "SERVICE_NOT_APPLICABLE",
      "No device is known for this line.",
    );
  });
});

describe("connected network type", () => {
  it("answers the type and when it was last reported; UNKNOWN off the mobile network", async () => {
    const alice = await (
      await gateway("connected-network-type/retrieve", { phoneNumber: "+34600100001" }, token)
    ).json();
    expect(alice).toEqual({ lastStatusTime: expect.any(String), connectedNetworkType: "4G" });
    await expectOk(await gateway("connected-network-type/retrieve", { phoneNumber: "+34600100002" }, token), {
      lastStatusTime: expect.any(String),
      connectedNetworkType: "UNKNOWN",
    });
  });

  it("follows an admin change, and the admin refuses an unknown type", async () => {
    const set = (networkType: string) =>
      admin("/network/demo/+34600100008/network-type", {
        method: "PUT",
        body: JSON.stringify({ networkType }),
      });
    expect((await set("6G")).status).toBe(400);
    expect((await set("3G")).status).toBe(200);
    const body = await (
      await gateway("connected-network-type/retrieve", { phoneNumber: "+34600100008" }, token)
    ).json();
    expect(body.connectedNetworkType).toBe("3G");
    expect(Math.abs(Date.parse(body.lastStatusTime) - Date.now())).toBeLessThan(60_000);
    expect((await set("4G")).status).toBe(200);
  });
});

describe("location retrieval", () => {
  // Alice's seeded location consent for portal-network has expired (network-consent-required covers that).
  beforeAll(async () => {
    const grant = await admin(`/network/demo/${encodeURIComponent("+34600100001")}/consent`, {
      method: "PUT",
      body: JSON.stringify({
        clientId: "portal-network",
        scopes: ["location-retrieval:read"],
        purpose: "dpv:ServiceProvision",
        granted: true,
      }),
    });
    expect(grant.status).toBe(200);
  });
  afterAll(async () => {
    expect((await admin("/network/reset", { method: "POST" })).status).toBe(204);
  });
  const locate = (phoneNumber: string, extra: Record<string, unknown> = {}) =>
    gateway("location-retrieval/retrieve", { device: { phoneNumber }, ...extra }, token);

  it("answers CAMARA's Location: a circle and lastLocationTime (now when located live)", async () => {
    const body = await (await locate("+34600100001")).json();
    expect(body).toEqual({
      lastLocationTime: expect.any(String),
      area: { areaType: "CIRCLE", center: { latitude: 40.4168, longitude: -3.7038 }, radius: 800 },
    });
    expect(Math.abs(Date.parse(body.lastLocationTime) - Date.now())).toBeLessThan(60_000);
    await expectOk(await locate("+34600100001", { maxAge: 0, maxSurface: 2_010_620 }), {
      lastLocationTime: expect.any(String),
      area: { areaType: "CIRCLE", center: { latitude: 40.4168, longitude: -3.7038 }, radius: 800 },
    });
  });

  it("honours maxAge (seconds) against the last location time", async () => {
    const bob = await (await locate("+34600100002")).json();
    // Seeded 45 minutes before the sandbox started; the suite runs within minutes of the start.
    const minutesAgo = hoursBefore(bob.lastLocationTime) * 60;
    expect(minutesAgo).toBeGreaterThanOrEqual(45);
    expect(minutesAgo).toBeLessThan(55);
    expect((await locate("+34600100002", { maxAge: 3600 })).status).toBe(200);
    await expectNetworkError(
      await locate("+34600100002", { maxAge: 600 }),
      422,
      "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_AGE",
    );
  });

  it("honours maxSurface (square metres) against π·radius²", async () => {
    await expectNetworkError(
      await locate("+34600100001", { maxSurface: 2_010_619 }),
      422,
      "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_SURFACE",
      "The smallest area the network can give is 2010620 square metres.",
    );
  });

  it("an unlocatable device is 422 UNABLE_TO_LOCATE", async () => {
    await expectNetworkError(await locate("+34600100007"), 422, "LOCATION_RETRIEVAL.UNABLE_TO_LOCATE");
  });

  it("out-of-range and malformed maxAge / maxSurface are 400", async () => {
    await expectNetworkError(await locate("+34600100001", { maxAge: -1 }), 400, "OUT_OF_RANGE");
    await expectNetworkError(await locate("+34600100001", { maxSurface: 0 }), 400, "OUT_OF_RANGE");
    await expectNetworkError(await locate("+34600100001", { maxAge: "60" }), 400, "INVALID_ARGUMENT");
    await expectNetworkError(
      await gateway("location-retrieval/retrieve", { phoneNumber: "+34600100001" }, token),
      400,
      "INVALID_ARGUMENT",
      "body: unknown member phoneNumber",
    );
  });
});
