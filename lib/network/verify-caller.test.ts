import { createTranslator } from "next-intl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fieldErrorsOf } from "@/lib/actions/result";
import { jwt, mocked, sessionOf } from "@/lib/testing/fakes";
import en from "@/messages/en.json";

const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
vi.mock("@/lib/store/audit", () => ({ recordAudit: vi.fn(async () => undefined) }));
vi.mock("@/lib/operator/billing/api", () => ({ getConsumptions: vi.fn() }));
vi.mock("@/lib/operator/gateway/token", () => ({ staffNetworkToken: vi.fn() }));
vi.mock("@/lib/operator/gateway/api", () => ({ matchCustomer: vi.fn(), verifyAge: vi.fn() }));

const { authorize } = await import("@/lib/auth/session");
const { recordAudit } = await import("@/lib/store/audit");
const billing = await import("@/lib/operator/billing/api");
const { staffNetworkToken } = await import("@/lib/operator/gateway/token");
const gateway = await import("@/lib/operator/gateway/api");
const { OperatorError } = await import("@/lib/http");
const { verifyCaller } = await import("./verify-caller");

function signInAs(roles: string[] | null, org = "demo") {
  if (!roles)
    return mocked(authorize).mockResolvedValue({ ok: false, status: 401, message: "Session ended." });
  if (!roles.some((r) => r === "agent" || r === "support")) {
    return mocked(authorize).mockResolvedValue({ ok: false, status: 403, message: "Not your role." });
  }
  return mocked(authorize).mockResolvedValue({
    ok: true,
    session: sessionOf(roles, { org, id: "agent-1", name: "Agent" }),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  signInAs(["agent"]);
  mocked(billing.getConsumptions).mockResolvedValue({ msisdn: "+34600100001", billingType: 2 });
  mocked(staffNetworkToken).mockResolvedValue(jwt({ org: "demo" }));
  mocked(gateway.matchCustomer).mockResolvedValue({
    nameMatch: "false",
    nameMatchScore: 80,
    birthdateMatch: "true",
    emailMatch: "not_available",
  });
  mocked(gateway.verifyAge).mockResolvedValue({ ageCheck: "true" });
});

const valid = {
  subscriptionId: "SUB-1001",
  name: "Alice Martín",
  birthdate: "12/04/1985",
  email: "a@example.com",
  address: "",
};

describe("verify the caller", () => {
  it("answers per field and audits outcomes only, never what was typed", async () => {
    const result = await verifyCaller({ ...valid, ageThreshold: "18" });
    expect(result).toEqual({
      ok: true,
      data: {
        fields: {
          name: { result: "noMatch", score: 80 },
          birthdate: { result: "match" },
          email: { result: "notAvailable" },
        },
        ageCheck: { threshold: 18, result: "true" },
        checked: ["name", "birthdate"],
        isVerified: false,
        shortfall: "mismatch",
      },
    });
    expect(mocked(gateway.matchCustomer).mock.calls[0]?.[1]).toEqual({
      name: "Alice Martín",
      birthdate: "1985-04-12",
      email: "a@example.com",
    });
    const entry = mocked(recordAudit).mock.calls[0]?.[0];
    expect(entry).toMatchObject({
      action: "network.verifyCaller",
      customerRef: "SUB-1001",
      outcome: "succeeded",
    });
    expect(JSON.stringify(entry)).not.toMatch(/Alice|1985|example\.com/);
  });

  it("reads the birth date typed day first or as an ISO day, and sends the ISO day", async () => {
    for (const typed of ["12/04/1985", "12-4-1985", "1985-04-12"]) {
      mocked(gateway.matchCustomer).mockClear();
      await verifyCaller({ subscriptionId: "SUB-1001", birthdate: typed });
      expect(mocked(gateway.matchCustomer).mock.calls[0]?.[1]).toEqual({ birthdate: "1985-04-12" });
    }
  });

  it.each([
    ["abc", "A whole number of years."],
    ["18.5", "A whole number of years."],
    ["121", "An age from 0 to 120 years."],
  ])("words a bad age %j for the agent: %s", async (age, message) => {
    const { verifyCallerInput } = await import("./verify-caller-input");
    const parsed = verifyCallerInput.safeParse({ subscriptionId: "SUB-1001", ageThreshold: age });
    expect(fieldErrorsOf(parsed.error?.issues ?? [], english).ageThreshold).toBe(message);
  });

  it("item 11: one matching field does not verify; the result says what was checked and what is missing", async () => {
    const verify = async (typed: Record<string, string>, answer: Record<string, string>) => {
      mocked(gateway.matchCustomer).mockResolvedValue(answer);
      const result = await verifyCaller({ subscriptionId: "SUB-1001", ...typed });
      return result.ok ? result.data : result;
    };
    // What the agent's page shows (the name) or anyone may know (the e-mail), alone or together.
    expect(await verify({ email: "a@example.com" }, { emailMatch: "true" })).toMatchObject({
      isVerified: false,
      checked: ["email"],
      shortfall: "privateField",
    });
    expect(await verify({ name: "Alice Martin" }, { nameMatch: "true" })).toMatchObject({
      isVerified: false,
      shortfall: "privateField",
    });
    expect(
      await verify(
        { name: "Alice Martin", email: "a@example.com" },
        { nameMatch: "true", emailMatch: "true" },
      ),
    ).toMatchObject({ isVerified: false, checked: ["name", "email"], shortfall: "privateField" });
    // A private detail alone is one field: one short. A field the operator does not hold is not checked.
    expect(
      await verify(
        { birthdate: "12/04/1985", email: "a@example.com" },
        { birthdateMatch: "true", emailMatch: "not_available" },
      ),
    ).toMatchObject({ isVerified: false, checked: ["birthdate"], shortfall: "secondField" });
    // Two matching, one of them private: verified, exactly at the limit.
    expect(
      await verify(
        { birthdate: "12/04/1985", email: "a@example.com" },
        { birthdateMatch: "true", emailMatch: "true" },
      ),
    ).toEqual({
      fields: { birthdate: { result: "match" }, email: { result: "match" } },
      checked: ["birthdate", "email"],
      isVerified: true,
    });
    expect(
      await verify(
        { idDocument: "66666666Q", name: "Alice Martin" },
        { idDocumentMatch: "true", nameMatch: "true" },
      ),
    ).toMatchObject({ isVerified: true, checked: ["idDocument", "name"] });
  });

  it.each([
    ["missing subscription", { name: "A" }],
    ["malformed subscription", { subscriptionId: "SUB/../1", name: "A" }],
    ["nothing to compare", { subscriptionId: "SUB-1001", name: "  " }],
    ["a birth date that is no day", { subscriptionId: "SUB-1001", birthdate: "31/02/1985" }],
    ["a birth date in words", { subscriptionId: "SUB-1001", birthdate: "April 12th" }],
    ["a birth date after today", { subscriptionId: "SUB-1001", birthdate: "01/01/2999" }],
    ["bad email", { subscriptionId: "SUB-1001", email: "nope" }],
    ["age out of range", { subscriptionId: "SUB-1001", ageThreshold: "121" }],
    ["oversized name", { subscriptionId: "SUB-1001", name: "x".repeat(201) }],
    ["unknown field", { subscriptionId: "SUB-1001", name: "A", phoneNumber: "+34600100002" }],
    ["not an object", "name=A"],
  ])("refuses %s before any call, and records nothing", async (_label, input) => {
    const result = await verifyCaller(input);
    expect(result).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(billing.getConsumptions).not.toHaveBeenCalled();
    expect(recordAudit).not.toHaveBeenCalled();
  });

  it.each([
    ["signed out", null, "unauthenticated"],
    ["a customer", ["customer"], "forbidden"],
  ])("refuses %s", async (_label, roles, code) => {
    signInAs(roles);
    const result = await verifyCaller(valid);
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(billing.getConsumptions).not.toHaveBeenCalled();
  });

  it("staff of another org: the network is never asked", async () => {
    signInAs(["support"], "acme");
    const result = await verifyCaller(valid);
    expect(result).toMatchObject({ ok: false, error: { code: "wrongTenant" } });
    expect(gateway.matchCustomer).not.toHaveBeenCalled();
  });

  it("a subscription billing refuses (other org) stops before the network", async () => {
    mocked(billing.getConsumptions).mockRejectedValue(new OperatorError(403, "forbidden", "Forbidden"));
    const result = await verifyCaller(valid);
    expect(result).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(staffNetworkToken).not.toHaveBeenCalled();
  });

  it("a refused check is shown in words and audited as failed", async () => {
    mocked(gateway.matchCustomer).mockRejectedValue(
      new OperatorError(403, "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED", "x", undefined, {
        code: "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED",
        ref: "r-7",
      }),
    );
    const result = await verifyCaller(valid);
    expect(result).toMatchObject({
      ok: false,
      error: { message: "The operator needs the ID document number to verify this caller.", traceId: "r-7" },
    });
    expect(mocked(recordAudit).mock.calls[0]?.[0]).toMatchObject({
      outcome: "failed",
      errorCode: "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED",
    });
  });
});
