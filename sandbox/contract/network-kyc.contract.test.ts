import { beforeAll, describe, expect, it } from "vitest";
import { admin } from "./client";
import {
  daysFromToday,
  expectNetworkError,
  expectOk,
  gateway,
  networkToken,
  todayUtc,
} from "./network-helpers";

let token: string;
beforeAll(async () => {
  token = await networkToken();
});

const match = (body: Record<string, unknown>) => gateway("kyc-match/match", body, token);
const verify = (body: Record<string, unknown>) => gateway("kyc-age-verification/verify", body, token);
const tenure = (body: Record<string, unknown>) => gateway("kyc-tenure/check-tenure", body, token);
const recycling = (body: Record<string, unknown>) => gateway("number-recycling/check", body, token);
const ALICE = "+34600100001";

describe("customer match (seed 4.2 rules 1-3)", () => {
  it("answers only the requested attributes, true for the held value (case and accents aside)", async () => {
    await expectOk(
      await match({
        phoneNumber: ALICE,
        givenName: "ALICE",
        familyName: "Martín",
        birthdate: "1985-04-12",
        country: "ES",
      }),
      { givenNameMatch: "true", familyNameMatch: "true", birthdateMatch: "true", countryMatch: "true" },
    );
  });

  it("answers false with a 0-100 score only on score fields, not_available for data not held", async () => {
    await expectOk(
      await match({
        phoneNumber: ALICE,
        givenName: "Alicia",
        email: "bob@example.com",
        postalCode: "08001",
        gender: "MALE",
      }),
      {
        givenNameMatch: "false",
        givenNameMatchScore: 67,
        emailMatch: "false",
        emailMatchScore: 71,
        postalCodeMatch: "false",
        genderMatch: "false",
      },
    );
    await expectOk(
      await match({
        phoneNumber: "+34600100002",
        givenName: "Bob",
        email: "bob@example.com",
        nameKanaHankaku: "ボブ",
      }),
      {
        givenNameMatch: "true",
        emailMatch: "not_available",
        nameKanaHankakuMatch: "not_available",
      },
    );
  });

  it("400 KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION with nothing but the phone number", async () => {
    const expected = "Send at least one customer attribute to match besides phoneNumber.";
    await expectNetworkError(
      await match({ phoneNumber: ALICE }),
      400,
      "KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION",
      expected,
    );
    await expectNetworkError(await match({}), 400, "KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION", expected);
  });

  it("400 INVALID_ARGUMENT for each forbidden character or sequence in free text", async () => {
    for (const bad of [
      'Al"ice',
      "O'Brien",
      "a;b",
      "a\\b",
      "50%",
      "<script>",
      "[x]",
      "hi!",
      "#1",
      "a--b",
      "../etc",
      "..\\x",
      "alert()",
      "$\u007Bx}",
      "javascript:x",
    ])
      await expectNetworkError(
        await match({ phoneNumber: ALICE, address: bad }),
        400,
        "INVALID_ARGUMENT",
        "address: contains a forbidden character or sequence",
      );
  });

  it("400 INVALID_ARGUMENT for a malformed country, birthdate, email, gender or an empty string", async () => {
    for (const body of [
      { country: "es" },
      { country: "ESP" },
      { birthdate: "12/04/1985" },
      { birthdate: "1985-13-01" },
      { email: "alice" },
      { gender: "F" },
      { givenName: "" },
      { givenName: 7 },
      { givenName: "A".repeat(257) },
    ])
      await expectNetworkError(await match({ phoneNumber: ALICE, ...body }), 400, "INVALID_ARGUMENT");
  });

  it("403 ID_DOCUMENT_REQUIRED / ID_DOCUMENT_MISMATCH where the operator requires the document", async () => {
    const bea = { phoneNumber: "+34600100008", givenName: "Bea" };
    await expectNetworkError(await match(bea), 403, "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED");
    await expectNetworkError(
      await match({ ...bea, idDocument: "X0000000" }),
      403,
      "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_MISMATCH",
    );
    await expectOk(await match({ ...bea, idDocument: "B1234567" }), {
      idDocumentMatch: "true",
      givenNameMatch: "true",
    });
  });
});

describe("age verification", () => {
  it("ageCheck against the held birthdate, with verifiedStatus", async () => {
    await expectOk(await verify({ phoneNumber: ALICE, ageThreshold: 18 }), {
      ageCheck: "true",
      verifiedStatus: true,
    });
    await expectOk(await verify({ phoneNumber: "+34600100008", ageThreshold: 18 }), {
      ageCheck: "false",
      verifiedStatus: true,
    });
    await expectOk(await verify({ phoneNumber: "+34600100008", ageThreshold: 0 }), {
      ageCheck: "true",
      verifiedStatus: true,
    });
    await expectOk(await verify({ phoneNumber: "+34600100002", ageThreshold: 120 }), {
      ageCheck: "false",
      verifiedStatus: false,
    });
  });

  it("not_available without a birthdate; content lock and parental control only when asked", async () => {
    await expectOk(await verify({ phoneNumber: "+34600100007", ageThreshold: 18 }), {
      ageCheck: "not_available",
    });
    await expectOk(
      await verify({
        phoneNumber: "+34600100008",
        ageThreshold: 16,
        includeContentLock: true,
        includeParentalControl: true,
      }),
      { ageCheck: "true", verifiedStatus: true, contentLock: "true", parentalControl: "true" },
    );
    await expectOk(
      await verify({ phoneNumber: "+34600100007", ageThreshold: 16, includeParentalControl: true }),
      {
        ageCheck: "not_available",
        parentalControl: "not_available",
      },
    );
  });

  it("identityMatchScore is the share of identity fields sent that match", async () => {
    await expectOk(
      await verify({
        phoneNumber: ALICE,
        ageThreshold: 21,
        givenName: "Alice",
        familyName: "Smith",
        email: "alice@example.com",
        birthdate: "1985-04-12",
      }),
      {
        ageCheck: "true",
        verifiedStatus: true,
        identityMatchScore: 75,
      },
    );
  });

  it("ageThreshold is required and 0-120; free text obeys the forbidden pattern", async () => {
    await expectNetworkError(await verify({ phoneNumber: ALICE }), 400, "INVALID_ARGUMENT");
    await expectNetworkError(await verify({ phoneNumber: ALICE, ageThreshold: 121 }), 400, "OUT_OF_RANGE");
    await expectNetworkError(await verify({ phoneNumber: ALICE, ageThreshold: -1 }), 400, "OUT_OF_RANGE");
    await expectNetworkError(
      await verify({ phoneNumber: ALICE, ageThreshold: 18.5 }),
      400,
      "INVALID_ARGUMENT",
    );
    await expectNetworkError(
      await verify({ phoneNumber: ALICE, ageThreshold: 18, includeContentLock: "yes" }),
      400,
      "INVALID_ARGUMENT",
    );
    await expectNetworkError(
      await verify({ phoneNumber: ALICE, ageThreshold: 18, name: "<b>" }),
      400,
      "INVALID_ARGUMENT",
      "name: contains a forbidden character or sequence",
    );
  });
});

describe("tenure", () => {
  it("tenureDateCheck true on or after the tenure start, false before; contractType", async () => {
    await expectOk(await tenure({ phoneNumber: ALICE, tenureDate: "2023-03-14" }), {
      tenureDateCheck: true,
      contractType: "PAYM",
    });
    await expectOk(await tenure({ phoneNumber: ALICE, tenureDate: "2023-03-13" }), {
      tenureDateCheck: false,
      contractType: "PAYM",
    });
    await expectOk(await tenure({ phoneNumber: ALICE, tenureDate: todayUtc() }), {
      tenureDateCheck: true,
      contractType: "PAYM",
    });
  });

  it("a tenureDate in the future is 400 INVALID_ARGUMENT; a malformed or missing one too", async () => {
    await expectNetworkError(
      await tenure({ phoneNumber: ALICE, tenureDate: daysFromToday(1) }),
      400,
      "INVALID_ARGUMENT",
      "tenureDate: must not be in the future",
    );
    await expectNetworkError(
      await tenure({ phoneNumber: ALICE, tenureDate: "2023-02-30" }),
      400,
      "INVALID_ARGUMENT",
    );
    await expectNetworkError(await tenure({ phoneNumber: ALICE }), 400, "INVALID_ARGUMENT");
  });
});

describe("number recycling", () => {
  it("recycled only for a date before the current holder's tenure", async () => {
    const subjects = await (
      await fetch(`${(await import("./client")).sandboxUrl()}/gateway/v0/sandbox/test-subjects`)
    ).json();
    const recycled = subjects.find((s: { phoneNumber: string }) => s.phoneNumber === "+34600100007");
    const dayBefore = new Date(Date.parse(recycled.tenureStart) - 86_400_000).toISOString().slice(0, 10);
    await expectOk(await recycling({ phoneNumber: "+34600100007", specifiedDate: dayBefore }), {
      phoneNumberRecycled: true,
    });
    await expectOk(await recycling({ phoneNumber: "+34600100007", specifiedDate: recycled.tenureStart }), {
      phoneNumberRecycled: false,
    });
    await expectOk(await recycling({ phoneNumber: ALICE, specifiedDate: "2000-01-01" }), {
      phoneNumberRecycled: false,
    });
  });

  it("a specifiedDate in the future or malformed is 400 INVALID_ARGUMENT", async () => {
    await expectNetworkError(
      await recycling({ phoneNumber: ALICE, specifiedDate: daysFromToday(2) }),
      400,
      "INVALID_ARGUMENT",
      "specifiedDate: must not be in the future",
    );
    await expectNetworkError(
      await recycling({ phoneNumber: ALICE, specifiedDate: "yesterday" }),
      400,
      "INVALID_ARGUMENT",
    );
  });

  it("an admin recycle makes the number recycled since today and drops the former holder's data", async () => {
    const line = "+34600100005";
    await expectOk(await recycling({ phoneNumber: line, specifiedDate: daysFromToday(-1) }), {
      phoneNumberRecycled: false,
    });
    expect(
      (await admin(`/network/demo/${encodeURIComponent(line)}/recycle`, { method: "POST" })).status,
    ).toBe(200);
    await expectOk(await recycling({ phoneNumber: line, specifiedDate: daysFromToday(-1) }), {
      phoneNumberRecycled: true,
    });
    await expectOk(await tenure({ phoneNumber: line, tenureDate: daysFromToday(-1) }), {
      tenureDateCheck: false,
      contractType: "PAYG",
    });
  });
});
