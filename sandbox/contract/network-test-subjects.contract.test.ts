import { describe, expect, it } from "vitest";
import { sandboxUrl } from "./client";
import { hoursBefore, networkToken } from "./network-helpers";

const LABELS = new Set([
  "not-applicable",
  "unknown",
  "device-swapped",
  "device-never-swapped",
  "device-swap-unmonitored",
  "sim-never-connected",
  "sim-swapped",
  "age-not-available",
  "kyc-id-document-required",
  "number-recycled",
  "consent-capture-limit-reached",
  "unlocatable",
]);
const KYC_FIELDS = new Set([
  "idDocument",
  "name",
  "givenName",
  "familyName",
  "nameKanaHankaku",
  "nameKanaZenkaku",
  "middleNames",
  "familyNameAtBirth",
  "address",
  "streetName",
  "streetNumber",
  "postalCode",
  "region",
  "locality",
  "country",
  "houseNumberExtension",
  "birthdate",
  "email",
  "gender",
]);
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

// biome-ignore lint/suspicious/noExplicitAny: the published JSON is inspected field by field below
type Subject = Record<string, any>;

async function subjects(headers: Record<string, string> = {}): Promise<Subject[]> {
  const response = await fetch(`${sandboxUrl()}/gateway/v0/sandbox/test-subjects`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

describe("GET /gateway/v0/sandbox/test-subjects", () => {
  it("item 12: in demo mode (the default) the answer says it publishes personal data and how to stop it", async () => {
    const response = await fetch(`${sandboxUrl()}/gateway/v0/sandbox/test-subjects`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-sandbox-demo-mode")).toBe(
      "on: test subscribers' personal data published without authentication; SANDBOX_PUBLIC_SUBJECTS=0 turns this off",
    );
  });

  it("answers without authentication and ignores a bearer token, even a bad one", async () => {
    const anonymous = await subjects();
    expect(await subjects({ authorization: "Bearer nonsense" })).toHaveLength(anonymous.length);
    expect(await subjects({ authorization: `Bearer ${await networkToken()}` })).toHaveLength(
      anonymous.length,
    );
  });

  it("publishes well-formed subjects: unique numbers, known labels, typed properties", async () => {
    const list = await subjects();
    expect(new Set(list.map((s) => s.phoneNumber)).size).toBe(list.length);
    for (const s of list) {
      expect(s.phoneNumber).toMatch(/^\+[1-9][0-9]{4,14}$/);
      for (const label of s.labels)
        expect(LABELS.has(label.replace(/^[a-z-]+:(?=not-applicable$)/, ""))).toBe(true);
      if ("latestDeviceChange" in s && s.latestDeviceChange !== null)
        expect(s.latestDeviceChange).toMatch(DATE_TIME);
      if (s.tenureStart) expect(s.tenureStart).toMatch(/^\d{4}-\d\d-\d\d$/);
      if (s.contractType) expect(["PAYG", "PAYM", "Business"]).toContain(s.contractType);
      if (s.kyc) for (const field of Object.keys(s.kyc)) expect(KYC_FIELDS.has(field)).toBe(true);
      for (const c of s.consents ?? []) {
        expect(c.scopes.length).toBeGreaterThanOrEqual(1);
        expect(c.purpose).toMatch(/^dpv:[a-zA-Z0-9]+$/);
        if (!c.statusValidForProcessing)
          expect(["PENDING", "REQUESTED", "DENIED", "EXPIRED", "OBJECTED"]).toContain(c.statusReason);
      }
      if (s.device) {
        expect(s.device.imei).toMatch(/^\d{15}$/);
        expect(s.device.tac).toMatch(/^\d{8}$/);
        if (s.device.imeisv) expect(s.device.imeisv).toMatch(/^\d{16}$/);
      }
      if (s.networkType) expect(["2G", "3G", "4G", "5G", "UNKNOWN"]).toContain(s.networkType);
      if (s.location) expect(s.location.radius).toBeGreaterThanOrEqual(1);
    }
  });

  it("covers every scenario test-subjects.md asks for", async () => {
    const list = await subjects();
    const labelled = (label: string) => list.filter((s) => s.labels.includes(label));
    const swapped = labelled("device-swapped").map((s) => hoursBefore(s.latestDeviceChange));
    expect(swapped.some((h) => h < 11)).toBe(true);
    expect(swapped.some((h) => h >= 241 && h <= 2400)).toBe(true);
    expect(labelled("device-never-swapped").some((s) => hoursBefore(s.latestDeviceChange) > 261)).toBe(true);
    expect(labelled("device-swap-unmonitored").map((s) => s.latestDeviceChange)).toContain(null);
    for (const label of [
      "sim-never-connected",
      "not-applicable",
      "age-not-available",
      "kyc-id-document-required",
      "number-recycled",
      "consent-capture-limit-reached",
      "sim-swapped",
      "unlocatable",
    ])
      expect(labelled(label).length, label).toBeGreaterThanOrEqual(1);
    const fullKyc = list.find((s) => s.kyc && Object.keys(s.kyc).length >= 14);
    expect(fullKyc?.kyc).toMatchObject({ givenName: "Alice", familyName: "Martin", birthdate: "1985-04-12" });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(list.filter((s) => s.tenureStart && s.tenureStart <= twoDaysAgo).length).toBeGreaterThanOrEqual(3);
    expect(labelled("number-recycled").every((s) => s.tenureStart)).toBe(true);
    const consents = list.flatMap((s) => s.consents ?? []);
    expect(consents.some((c) => c.statusValidForProcessing && !c.expirationDate)).toBe(true);
    expect(
      consents.some((c) => c.statusValidForProcessing && Date.parse(c.expirationDate) > Date.now()),
    ).toBe(true);
    expect(
      consents.some((c) => c.statusReason === "EXPIRED" && Date.parse(c.expirationDate) < Date.now()),
    ).toBe(true);
    expect(consents.some((c) => c.statusReason === "PENDING")).toBe(true);
    expect(consents.some((c) => c.onboarded === false)).toBe(true);
    expect(list.filter((s) => s.device).length).toBeGreaterThanOrEqual(3);
    expect(list.some((s) => s.device?.ipv4Address)).toBe(true);
    expect(list.some((s) => ["2G", "3G", "4G", "5G"].includes(s.networkType))).toBe(true);
    expect(list.some((s) => s.networkType === "UNKNOWN")).toBe(true);
    expect(list.some((s) => s.location && !s.location.lastLocationTime)).toBe(true);
    expect(
      list.some((s) => s.location?.lastLocationTime && hoursBefore(s.location.lastLocationTime) > 10 / 60),
    ).toBe(true);
  });

  it("publishes the demo customers' lines, and no other org's", async () => {
    const list = await subjects();
    const numbers = list.map((s) => s.phoneNumber);
    expect(numbers).toEqual(
      expect.arrayContaining(["+34600100001", "+34600100002", "+34910100003", "+34600100004"]),
    );
    expect(numbers).not.toContain("+34600200001");
    expect(list.find((s) => s.phoneNumber === "+34910100003")).toEqual({
      phoneNumber: "+34910100003",
      labels: ["not-applicable"],
      description: "Carol's landline (SUB-1003)",
    });
    const alice = list.find((s) => s.phoneNumber === "+34600100001");
    expect(alice).toMatchObject({
      labels: ["device-swapped"],
      tenureStart: "2023-03-14",
      contractType: "PAYM",
      networkType: "4G",
      device: {
        imei: "490154203237518",
        imeisv: "4901542032375181",
        tac: "49015420",
        model: "3110",
        manufacturer: "Nokia",
        ipv4Address: { publicAddress: "203.0.113.20", publicPort: 59765 },
      },
      location: { latitude: 40.4168, longitude: -3.7038, radius: 800 },
    });
  });
});
