import { z } from "zod";
import { requireConsent } from "../consents";
import { NetworkError } from "../errors";
import { identify } from "../identify";
import { currentDevice, latestDeviceChange, MONITORED_PERIOD_DAYS } from "../lines";
import { device, phoneNumber } from "../validation";
import { apiOf, defineOperation, type OperationContext } from "./operation";

const phoneOnly = z.strictObject({ phoneNumber: phoneNumber.optional() });

async function latestChangeOrRefuse(ctx: OperationContext, body: { phoneNumber?: string }) {
  const { line } = await identify(ctx.db, ctx.principal, "device-swap", body);
  const latest = await latestDeviceChange(ctx.db, line, ctx.now);
  if (latest === undefined)
    throw new NetworkError(
      "SERVICE_NOT_APPLICABLE",
      "The SIM of this line has never connected to the network.",
    );
  return latest;
}

export const retrieveDeviceSwapDate = defineOperation({
  path: "device-swap/retrieve-date",
  schema: phoneOnly,
  async run(ctx, body) {
    const latest = await latestChangeOrRefuse(ctx, body);
    return latest === null
      ? { latestDeviceChange: null, monitoredPeriod: MONITORED_PERIOD_DAYS }
      : { latestDeviceChange: latest.toISOString() };
  },
});

export const checkDeviceSwap = defineOperation({
  path: "device-swap/check",
  schema: z.strictObject({
    phoneNumber: phoneNumber.optional(),
    maxAge: z.int("must be an integer").min(1).max(2400).default(240),
  }),
  async run(ctx, body) {
    const latest = await latestChangeOrRefuse(ctx, body);
    const swapped = latest !== null && ctx.now.getTime() - latest.getTime() <= body.maxAge * 3_600_000;
    return { swapped };
  },
});

const deviceRequest = z.strictObject({ phoneNumber: phoneNumber.optional(), device: device.optional() });

async function deviceOf(ctx: OperationContext, body: z.infer<typeof deviceRequest>) {
  const identified = await identify(ctx.db, ctx.principal, "device-identifier", body);
  const found = await currentDevice(ctx.db, identified.line);
  if (!found) throw new NetworkError("SERVICE_NOT_APPLICABLE", "No device is known for this line.");
  const echo = identified.usedIdentifier ? { device: identified.usedIdentifier } : {};
  const optional = (value: string | null) => value ?? undefined;
  return {
    found,
    common: { lastChecked: ctx.now.toISOString(), ...echo },
    model: { model: optional(found.model), manufacturer: optional(found.manufacturer) },
    imeisv: optional(found.imeisv),
  };
}

export const retrieveDeviceIdentifier = defineOperation({
  path: "device-identifier/retrieve-identifier",
  schema: deviceRequest,
  async run(ctx, body) {
    const { found, common, model, imeisv } = await deviceOf(ctx, body);
    return { ...common, imeisv, imei: found.imei, tac: found.tac, ...model };
  },
});

export const retrieveDeviceType = defineOperation({
  path: "device-identifier/retrieve-type",
  schema: deviceRequest,
  async run(ctx, body) {
    const { found, common, model } = await deviceOf(ctx, body);
    return { ...common, tac: found.tac, ...model };
  },
});

export const retrieveConnectedNetworkType = defineOperation({
  path: "connected-network-type/retrieve",
  schema: deviceRequest,
  async run(ctx, body) {
    const { line } = await identify(ctx.db, ctx.principal, apiOf("connected-network-type/retrieve"), body);
    return { lastStatusTime: line.networkStatusAt?.toISOString(), connectedNetworkType: line.networkType };
  },
});

export const retrieveLocation = defineOperation({
  path: "location-retrieval/retrieve",
  schema: z.strictObject({
    device: device.optional(),
    maxAge: z.int("must be an integer").min(0).optional(),
    maxSurface: z.int("must be an integer").min(1).optional(),
  }),
  async run(ctx, body) {
    const identified = await identify(ctx.db, ctx.principal, "location-retrieval", { device: body.device });
    const { line } = identified;
    await requireConsent(ctx, line, "location-retrieval/retrieve");
    if (
      line.labels.includes("unlocatable") ||
      line.latitude === null ||
      line.longitude === null ||
      !line.locationRadius
    )
      throw new NetworkError(
        "LOCATION_RETRIEVAL.UNABLE_TO_LOCATE",
        "The network cannot locate this device now.",
      );
    const lastLocationTime = line.locatedAt ?? ctx.now;
    const ageSeconds = (ctx.now.getTime() - lastLocationTime.getTime()) / 1000;
    if (body.maxAge !== undefined && ageSeconds > body.maxAge)
      throw new NetworkError(
        "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_AGE",
        `The last known location is ${Math.floor(ageSeconds)} seconds old.`,
      );
    const surface = Math.PI * line.locationRadius ** 2;
    if (body.maxSurface !== undefined && body.maxSurface < surface)
      throw new NetworkError(
        "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_SURFACE",
        `The smallest area the network can give is ${Math.ceil(surface)} square metres.`,
      );
    return {
      lastLocationTime: lastLocationTime.toISOString(),
      area: {
        areaType: "CIRCLE",
        center: { latitude: line.latitude, longitude: line.longitude },
        radius: line.locationRadius,
      },
      ...(identified.usedIdentifier ? { device: identified.usedIdentifier } : {}),
    };
  },
});
