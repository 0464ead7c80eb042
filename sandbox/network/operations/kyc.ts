import { differenceInYears } from "date-fns";
import { distance } from "fastest-levenshtein";
import { z } from "zod";
import type { KycRecord } from "../../store/schema";
import { NetworkError } from "../errors";
import { identify } from "../identify";
import { utcDay } from "../lines";
import { freeText, isoDate, phoneNumber } from "../validation";
import { defineOperation } from "./operation";

type KycField = keyof KycRecord;

/** Seed §4.2 rule 3: the fields that may carry a `<field>MatchScore`. */
const SCORED: ReadonlySet<KycField> = new Set([
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
  "region",
  "locality",
  "email",
]);

const textFields = {
  idDocument: freeText,
  name: freeText,
  givenName: freeText,
  familyName: freeText,
  nameKanaHankaku: freeText,
  nameKanaZenkaku: freeText,
  middleNames: freeText,
  familyNameAtBirth: freeText,
  address: freeText,
  streetName: freeText,
  streetNumber: freeText,
  postalCode: freeText,
  region: freeText,
  locality: freeText,
  houseNumberExtension: freeText,
} as const;

const matchRequest = z.strictObject({
  phoneNumber: phoneNumber.optional(),
  ...Object.fromEntries(Object.entries(textFields).map(([k, v]) => [k, v.optional()])),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
    .optional(),
  birthdate: isoDate.optional(),
  email: z.email("must be an email address").optional(),
  gender: z.enum(["MALE", "FEMALE", "OTHER"]).optional(),
}) as z.ZodType<{ phoneNumber?: string } & KycRecord>;

/** Case, accents and repeated spaces do not make a value different. */
const normalize = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const similarity = (a: string, b: string) =>
  Math.round(100 * (1 - distance(a, b) / Math.max(a.length, b.length, 1)));

function matchField(field: KycField, sent: string, held: string | undefined) {
  if (held === undefined) return { [`${field}Match`]: "not_available" };
  const [s, h] = [normalize(sent), normalize(held)];
  if (s === h) return { [`${field}Match`]: "true" };
  return SCORED.has(field)
    ? { [`${field}Match`]: "false", [`${field}MatchScore`]: similarity(s, h) }
    : { [`${field}Match`]: "false" };
}

export const matchCustomer = defineOperation({
  path: "kyc-match/match",
  schema: matchRequest,
  async run(ctx, body) {
    const { phoneNumber: number, ...fields } = body;
    const sent = Object.entries(fields) as [KycField, string][];
    if (sent.length === 0)
      throw new NetworkError(
        "KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION",
        "Send at least one customer attribute to match besides phoneNumber.",
      );
    const { line } = await identify(ctx.db, ctx.principal, "kyc-match", { phoneNumber: number });
    const kyc = line.kyc ?? {};
    if (line.labels.includes("kyc-id-document-required") && kyc.idDocument) {
      if (fields.idDocument === undefined)
        throw new NetworkError(
          "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED",
          "This operator needs idDocument for this line.",
        );
      if (normalize(fields.idDocument) !== normalize(kyc.idDocument))
        throw new NetworkError(
          "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_MISMATCH",
          "idDocument is not the one held for this line.",
        );
    }
    return Object.assign({}, ...sent.map(([field, value]) => matchField(field, value, kyc[field])));
  },
});

const IDENTITY_FIELDS = [
  "idDocument",
  "name",
  "givenName",
  "familyName",
  "middleNames",
  "familyNameAtBirth",
  "birthdate",
  "email",
] as const;

const tristate = (value: boolean | null) => (value === null ? "not_available" : String(value));

export const verifyAge = defineOperation({
  path: "kyc-age-verification/verify",
  schema: z.strictObject({
    ageThreshold: z.int("must be an integer").min(0).max(120),
    phoneNumber: phoneNumber.optional(),
    idDocument: freeText.optional(),
    name: freeText.optional(),
    givenName: freeText.optional(),
    familyName: freeText.optional(),
    middleNames: freeText.optional(),
    familyNameAtBirth: freeText.optional(),
    birthdate: isoDate.optional(),
    email: z.email("must be an email address").optional(),
    includeContentLock: z.boolean().default(false),
    includeParentalControl: z.boolean().default(false),
  }),
  async run(ctx, body) {
    const { line } = await identify(ctx.db, ctx.principal, "kyc-age-verification", {
      phoneNumber: body.phoneNumber,
    });
    const kyc = line.kyc ?? {};
    const birthdate = line.labels.includes("age-not-available") ? undefined : kyc.birthdate;
    const ageCheck =
      birthdate === undefined
        ? "not_available"
        : String(
            differenceInYears(new Date(`${utcDay(ctx.now)}T00:00:00Z`), new Date(`${birthdate}T00:00:00Z`)) >=
              body.ageThreshold,
          );
    const sent = IDENTITY_FIELDS.filter((field) => body[field] !== undefined);
    const matched = sent.filter((field) => {
      const held = kyc[field];
      const value = body[field];
      return held !== undefined && value !== undefined && normalize(held) === normalize(value);
    });
    return {
      ageCheck,
      ...(line.kyc ? { verifiedStatus: line.identityVerified } : {}),
      ...(sent.length ? { identityMatchScore: Math.round((100 * matched.length) / sent.length) } : {}),
      ...(body.includeContentLock ? { contentLock: tristate(line.contentLock) } : {}),
      ...(body.includeParentalControl ? { parentalControl: tristate(line.parentalControl) } : {}),
    };
  },
});

/** A date of the request that must not lie after today (UTC): 400 INVALID_ARGUMENT. */
function notInTheFuture(field: string, value: string, now: Date) {
  if (value > utcDay(now)) throw new NetworkError("INVALID_ARGUMENT", `${field}: must not be in the future`);
}

export const checkTenure = defineOperation({
  path: "kyc-tenure/check-tenure",
  schema: z.strictObject({ phoneNumber: phoneNumber.optional(), tenureDate: isoDate }),
  async run(ctx, body) {
    notInTheFuture("tenureDate", body.tenureDate, ctx.now);
    const { line } = await identify(ctx.db, ctx.principal, "kyc-tenure", { phoneNumber: body.phoneNumber });
    const tenureDateCheck = line.tenureStart !== null && body.tenureDate >= line.tenureStart;
    return { tenureDateCheck, contractType: line.contractType ?? undefined };
  },
});

export const checkNumberRecycling = defineOperation({
  path: "number-recycling/check",
  schema: z.strictObject({ phoneNumber: phoneNumber.optional(), specifiedDate: isoDate }),
  async run(ctx, body) {
    notInTheFuture("specifiedDate", body.specifiedDate, ctx.now);
    const { line } = await identify(ctx.db, ctx.principal, "number-recycling", {
      phoneNumber: body.phoneNumber,
    });
    const phoneNumberRecycled =
      line.labels.includes("number-recycled") &&
      line.tenureStart !== null &&
      body.specifiedDate < line.tenureStart;
    return { phoneNumberRecycled };
  },
});
