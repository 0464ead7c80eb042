import { beforeAll, describe, expect, it } from "vitest";
import { locatableWithConsent } from "./camara/operations";
import type { Subject } from "./camara/runner";
import { sandboxUrl } from "./client";
import { ageOn, dayBefore, gateway, hoursBefore, networkToken } from "./network-helpers";

/**
 * An independent conformance run: it knows only the published test subjects
 * (shared/network-apis/test-subjects.md) and what CAMARA's test plans expect for each label and
 * property, and checks that the APIs answer exactly that. It prints how many scenarios ran and passed.
 */
type Call = { path: string; body: Record<string, unknown> };
type Scenario = {
  name: string;
  call: Call;
  expect: (status: number, body: Record<string, unknown>) => boolean;
};

const ALL_OPERATIONS = (n: string): Call[] => [
  { path: "device-swap/retrieve-date", body: { phoneNumber: n } },
  { path: "device-swap/check", body: { phoneNumber: n } },
  { path: "kyc-match/match", body: { phoneNumber: n, givenName: "Test" } },
  { path: "kyc-age-verification/verify", body: { phoneNumber: n, ageThreshold: 18 } },
  { path: "kyc-tenure/check-tenure", body: { phoneNumber: n, tenureDate: "2020-01-01" } },
  {
    path: "consent-info/retrieve",
    body: {
      phoneNumber: n,
      clientId: "c",
      scopes: ["device-swap:check"],
      purpose: "dpv:FraudPreventionAndDetection",
      requestCaptureUrl: false,
    },
  },
  { path: "location-retrieval/retrieve", body: { device: { phoneNumber: n } } },
  { path: "device-identifier/retrieve-identifier", body: { device: { phoneNumber: n } } },
  { path: "device-identifier/retrieve-type", body: { device: { phoneNumber: n } } },
  { path: "connected-network-type/retrieve", body: { phoneNumber: n } },
  { path: "number-recycling/check", body: { phoneNumber: n, specifiedDate: "2020-01-01" } },
];

const isError = (status: number, code: string) => (s: number, b: Record<string, unknown>) =>
  s === status && b.code === code;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function scenariosOf(s: Subject): Scenario[] {
  const n = s.phoneNumber;
  const out: Scenario[] = [];
  const add = (name: string, path: string, body: Record<string, unknown>, check: Scenario["expect"]) =>
    out.push({ name: `${n} ${name}`, call: { path, body }, expect: check });
  const notApplicableApis = s.labels.filter((l) => l.endsWith(":not-applicable")).map((l) => l.split(":")[0]);

  if (s.labels.includes("unknown"))
    for (const call of ALL_OPERATIONS(n))
      add(`unknown ${call.path}`, call.path, call.body, isError(404, "IDENTIFIER_NOT_FOUND"));
  if (s.labels.includes("not-applicable"))
    for (const call of ALL_OPERATIONS(n))
      add(`not-applicable ${call.path}`, call.path, call.body, isError(422, "SERVICE_NOT_APPLICABLE"));
  for (const call of ALL_OPERATIONS(n).filter((c) => notApplicableApis.includes(c.path.split("/")[0] ?? "")))
    add(`api not-applicable ${call.path}`, call.path, call.body, isError(422, "SERVICE_NOT_APPLICABLE"));

  if (s.labels.includes("sim-never-connected")) {
    add(
      "never connected retrieve-date",
      "device-swap/retrieve-date",
      { phoneNumber: n },
      isError(422, "SERVICE_NOT_APPLICABLE"),
    );
    add(
      "never connected check",
      "device-swap/check",
      { phoneNumber: n },
      isError(422, "SERVICE_NOT_APPLICABLE"),
    );
  }
  if (s.latestDeviceChange !== undefined) {
    const latest = s.latestDeviceChange;
    add(
      "retrieve-date",
      "device-swap/retrieve-date",
      { phoneNumber: n },
      (st, b) => st === 200 && b.latestDeviceChange === latest,
    );
    for (const maxAge of [undefined, 1, 10, 240, 241, 2400]) {
      const hours = maxAge ?? 240;
      add(
        `check maxAge ${maxAge ?? "default"}`,
        "device-swap/check",
        maxAge ? { phoneNumber: n, maxAge } : { phoneNumber: n },
        (st, b) => st === 200 && b.swapped === (latest !== null && hoursBefore(latest) <= hours),
      );
    }
  }
  if (s.labels.includes("device-swapped"))
    add(
      "device-swapped has a date",
      "device-swap/check",
      { phoneNumber: n, maxAge: 2400 },
      (st) => st === 200 && s.latestDeviceChange != null,
    );
  if (s.labels.includes("device-swap-unmonitored"))
    add(
      "unmonitored is null",
      "device-swap/retrieve-date",
      { phoneNumber: n },
      (st, b) => st === 200 && b.latestDeviceChange === null,
    );

  if (s.tenureStart) {
    const start = s.tenureStart;
    const contract = (b: Record<string, unknown>) => b.contractType === s.contractType;
    add(
      "tenure on start",
      "kyc-tenure/check-tenure",
      { phoneNumber: n, tenureDate: start },
      (st, b) => st === 200 && b.tenureDateCheck === true && contract(b),
    );
    add(
      "tenure before start",
      "kyc-tenure/check-tenure",
      { phoneNumber: n, tenureDate: dayBefore(start) },
      (st, b) => st === 200 && b.tenureDateCheck === false,
    );
    add(
      "recycling on start",
      "number-recycling/check",
      { phoneNumber: n, specifiedDate: start },
      (st, b) => st === 200 && b.phoneNumberRecycled === false,
    );
    add(
      "recycling before start",
      "number-recycling/check",
      { phoneNumber: n, specifiedDate: dayBefore(start) },
      (st, b) => st === 200 && b.phoneNumberRecycled === s.labels.includes("number-recycled"),
    );
    add(
      "tenure tomorrow",
      "kyc-tenure/check-tenure",
      { phoneNumber: n, tenureDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) },
      isError(400, "INVALID_ARGUMENT"),
    );
  }

  if (s.kyc) {
    const kyc = s.kyc;
    const needsDoc = s.labels.includes("kyc-id-document-required");
    add(
      "match every held field",
      "kyc-match/match",
      { phoneNumber: n, ...kyc },
      (st, b) =>
        st === 200 &&
        Object.keys(kyc).every((f) => b[`${f}Match`] === "true") &&
        Object.keys(b).length === Object.keys(kyc).length,
    );
    if (kyc.givenName)
      add(
        "givenName clearly different",
        "kyc-match/match",
        { phoneNumber: n, idDocument: kyc.idDocument, givenName: "Zzyzx" },
        (st, b) =>
          st === 200 &&
          b.givenNameMatch === "false" &&
          typeof b.givenNameMatchScore === "number" &&
          b.givenNameMatchScore >= 0 &&
          b.givenNameMatchScore <= 100,
      );
    if (needsDoc) {
      add(
        "id document required",
        "kyc-match/match",
        { phoneNumber: n, givenName: kyc.givenName },
        isError(403, "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED"),
      );
      add(
        "id document mismatch",
        "kyc-match/match",
        { phoneNumber: n, idDocument: "00000000Z", givenName: kyc.givenName },
        isError(403, "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_MISMATCH"),
      );
    }
    if (kyc.birthdate && !s.labels.includes("age-not-available")) {
      const age = ageOn(kyc.birthdate, new Date());
      add(
        "age at threshold",
        "kyc-age-verification/verify",
        { phoneNumber: n, ageThreshold: Math.min(age, 120) },
        (st, b) => st === 200 && b.ageCheck === "true",
      );
      if (age < 120)
        add(
          "age below threshold",
          "kyc-age-verification/verify",
          { phoneNumber: n, ageThreshold: age + 1 },
          (st, b) => st === 200 && b.ageCheck === "false",
        );
    }
  }
  if (s.labels.includes("age-not-available"))
    add(
      "age not available",
      "kyc-age-verification/verify",
      { phoneNumber: n, ageThreshold: 18 },
      (st, b) => st === 200 && b.ageCheck === "not_available",
    );

  for (const c of s.consents ?? []) {
    const body = { phoneNumber: n, clientId: c.clientId, scopes: c.scopes, purpose: c.purpose };
    if (c.onboarded === false) {
      add(
        `consent not onboarded ${c.scopes}`,
        "consent-info/retrieve",
        { ...body, requestCaptureUrl: false },
        isError(403, "CONSENT_INFO.NOT_ALLOWED_SCOPES_PURPOSE"),
      );
      continue;
    }
    add(
      `consent ${c.scopes} ${c.purpose}`,
      "consent-info/retrieve",
      { ...body, requestCaptureUrl: false },
      (st, b) => {
        const items = b.statusInfo as Record<string, unknown>[] | undefined;
        const item = items?.[0];
        return (
          st === 200 &&
          items?.length === 1 &&
          !("captureUrl" in b) &&
          item?.statusValidForProcessing === c.statusValidForProcessing &&
          item?.statusReason === c.statusReason &&
          item?.expirationDate === c.expirationDate &&
          same(item?.scopes, c.scopes) &&
          item?.purpose === c.purpose
        );
      },
    );
    if (!s.labels.includes("consent-capture-limit-reached"))
      add(
        `consent capture url ${c.scopes}`,
        "consent-info/retrieve",
        { ...body, requestCaptureUrl: true },
        (st, b) =>
          st === 200 &&
          (typeof b.captureUrl === "string") ===
            ["PENDING", "REQUESTED", "EXPIRED"].includes(c.statusReason ?? ""),
      );
  }
  if (s.labels.includes("consent-capture-limit-reached")) {
    const c = s.consents?.[0];
    add(
      "capture limit",
      "consent-info/retrieve",
      {
        phoneNumber: n,
        clientId: c?.clientId ?? "x",
        scopes: c?.scopes ?? ["device-swap:check"],
        purpose: c?.purpose ?? "dpv:FraudPreventionAndDetection",
        requestCaptureUrl: true,
      },
      isError(403, "CONSENT_INFO.CAPTURE_FREQUENCY_EXCEEDED"),
    );
  }

  if (s.device) {
    const { ipv4Address, ...d } = s.device;
    add("retrieve-identifier", "device-identifier/retrieve-identifier", { phoneNumber: n }, (st, b) => {
      const { lastChecked, ...rest } = b;
      return (
        st === 200 &&
        typeof lastChecked === "string" &&
        same(
          Object.entries(rest).sort(),
          Object.entries(d)
            .filter(([k]) => k !== "ipv6Address" && k !== "ppid")
            .sort(),
        )
      );
    });
    add(
      "retrieve-type",
      "device-identifier/retrieve-type",
      { device: { phoneNumber: n } },
      (st, b) => st === 200 && b.tac === d.tac && b.model === d.model && b.manufacturer === d.manufacturer,
    );
    if (ipv4Address)
      add(
        "identifier by ipv4",
        "device-identifier/retrieve-identifier",
        { device: { ipv4Address } },
        (st, b) => st === 200 && b.imei === d.imei,
      );
  }
  if (s.labels.includes("sim-swapped"))
    add(
      "sim-swapped has a device",
      "device-identifier/retrieve-type",
      { phoneNumber: n },
      (st) => st === 200 && s.device !== undefined,
    );
  if (s.networkType)
    add(
      "network type",
      "connected-network-type/retrieve",
      { phoneNumber: n },
      (st, b) => st === 200 && b.connectedNetworkType === s.networkType,
    );

  if (s.location && !locatableWithConsent(s))
    add(
      "location without the subscriber's consent",
      "location-retrieval/retrieve",
      { device: { phoneNumber: n } },
      isError(403, "PERMISSION_DENIED"),
    );
  if (s.location && locatableWithConsent(s)) {
    const l = s.location;
    const surface = Math.PI * l.radius ** 2;
    add("location", "location-retrieval/retrieve", { device: { phoneNumber: n } }, (st, b) => {
      const area = b.area as {
        areaType: string;
        center: { latitude: number; longitude: number };
        radius: number;
      };
      return (
        st === 200 &&
        area.areaType === "CIRCLE" &&
        area.center.latitude === l.latitude &&
        area.center.longitude === l.longitude &&
        area.radius === l.radius &&
        (l.lastLocationTime === undefined || b.lastLocationTime === l.lastLocationTime)
      );
    });
    add(
      "location maxSurface too small",
      "location-retrieval/retrieve",
      { device: { phoneNumber: n }, maxSurface: Math.floor(surface) - 1 },
      isError(422, "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_SURFACE"),
    );
    add(
      "location maxSurface enough",
      "location-retrieval/retrieve",
      { device: { phoneNumber: n }, maxSurface: Math.ceil(surface) },
      (st) => st === 200,
    );
    if (l.lastLocationTime) {
      const age = (Date.now() - Date.parse(l.lastLocationTime)) / 1000;
      add(
        "location maxAge too short",
        "location-retrieval/retrieve",
        { device: { phoneNumber: n }, maxAge: Math.floor(age / 2) },
        isError(422, "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_AGE"),
      );
      add(
        "location maxAge enough",
        "location-retrieval/retrieve",
        { device: { phoneNumber: n }, maxAge: Math.ceil(age) + 600 },
        (st) => st === 200,
      );
    } else
      add(
        "location fresh with maxAge 0",
        "location-retrieval/retrieve",
        { device: { phoneNumber: n }, maxAge: 0 },
        (st) => st === 200,
      );
  }
  if (s.labels.includes("unlocatable"))
    add(
      "unlocatable",
      "location-retrieval/retrieve",
      { device: { phoneNumber: n } },
      isError(422, "LOCATION_RETRIEVAL.UNABLE_TO_LOCATE"),
    );
  return out;
}

describe("conformance: every published subject and label answers as published", () => {
  let subjects: Subject[];
  let token: string;
  beforeAll(async () => {
    const response = await fetch(`${sandboxUrl()}/gateway/v0/sandbox/test-subjects`);
    subjects = await response.json();
    token = await networkToken();
  });

  it("passes at least 95% of the scenarios it can run (prints the figure)", async () => {
    const scenarios = subjects.flatMap(scenariosOf);
    const failed: string[] = [];
    for (const scenario of scenarios) {
      const response = await gateway(scenario.call.path, scenario.call.body, token);
      const body = (await response.json()) as Record<string, unknown>;
      if (!scenario.expect(response.status, body))
        failed.push(`${scenario.name}: ${response.status} ${JSON.stringify(body)}`);
    }
    const passed = scenarios.length - failed.length;
    console.log(
      `[conformance] ${passed}/${scenarios.length} scenarios passed (${((100 * passed) / scenarios.length).toFixed(1)}%)`,
    );
    for (const failure of failed) console.log(`[conformance] FAILED ${failure}`);
    expect(scenarios.length).toBeGreaterThan(100);
    expect(passed / scenarios.length).toBeGreaterThanOrEqual(0.95);
  });
});
