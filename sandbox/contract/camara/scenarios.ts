import { ageOn, dayBefore, daysFromToday, hoursBefore, todayUtc } from "../network-helpers";
import { bodyFor, type Family, OPERATIONS, type Operation } from "./operations";
import {
  BOUND_NUMBER,
  type Context,
  isError,
  isOutcome,
  isSuccess,
  notRunnable,
  type Outcome,
  pick,
  type Scenario,
  type Subject,
} from "./runner";

/** A number no published subject has: "compliant with the schema but does not identify a valid phone number". */
const UNMANAGED_NUMBER = "+34699000999";

const notApplicableFor = (op: Operation) => (s: Subject) =>
  s.labels.includes("not-applicable") || s.labels.includes(`${op.api}:not-applicable`);

function family(op: Operation, kind: Family, ctx: Context): Promise<Outcome> | Outcome {
  const serving = pick(ctx, `that ${op.path} serves`, op.serves);
  if (isOutcome(serving)) return serving;
  const valid = bodyFor(op, serving);
  const send = (body: Request["body"], token: Request["token"] = "unbound") =>
    ctx.send(op.path, { body, token });
  type Request = Parameters<Context["send"]>[1];
  switch (kind) {
    case "success":
      return send(valid).then((a) => isSuccess(a));
    case "invalidIdentifier":
      return send(bodyFor(op, serving, "+34-600-1")).then((a) => isError(a, 400, "INVALID_ARGUMENT"));
    case "notFound": {
      const unknown = ctx.subjects.find((s) => s.labels.includes("unknown"))?.phoneNumber ?? UNMANAGED_NUMBER;
      return send(bodyFor(op, serving, unknown)).then((a) => isError(a, 404, "IDENTIFIER_NOT_FOUND"));
    }
    case "unnecessary":
      return send(bodyFor(op, serving, BOUND_NUMBER), "bound").then((a) =>
        isError(a, 422, "UNNECESSARY_IDENTIFIER"),
      );
    case "missing":
      return send(bodyFor(op, serving, null)).then((a) => isError(a, 422, "MISSING_IDENTIFIER"));
    case "notApplicable": {
      const subject = pick(ctx, "for which the service is not applicable", notApplicableFor(op));
      if (isOutcome(subject)) return subject;
      return send(bodyFor(op, subject)).then((a) => isError(a, 422, "SERVICE_NOT_APPLICABLE"));
    }
    case "noAuth":
      return send(valid, "none").then((a) => isError(a, 401, "UNAUTHENTICATED"));
    case "expired":
      return send(valid, "expired").then((a) => isError(a, 401, "UNAUTHENTICATED"));
    case "invalidToken":
      return send(valid, "invalid").then((a) => isError(a, 401, "UNAUTHENTICATED"));
    case "insufficientScope":
      return send(valid, "withoutScope").then((a) => isError(a, 403, "PERMISSION_DENIED"));
    case "noBody":
      return send(undefined).then((a) => isError(a, 400, "INVALID_ARGUMENT"));
    case "emptyBody":
      return send({}).then((a) => isError(a, 400, "INVALID_ARGUMENT"));
    case "unknownProperty":
      return send({ ...valid, unknownProperty: "x" }).then((a) => isError(a, 400, "INVALID_ARGUMENT"));
  }
}

const genericScenarios = (): Scenario[] =>
  OPERATIONS.flatMap((op) =>
    (Object.entries(op.tags) as [Family, string][]).map(([kind, id]) => ({
      id,
      api: op.api,
      run: async (ctx: Context) => family(op, kind, ctx),
    })),
  );

/** A scenario on one operation that needs a subject with some property. */
function on(
  api: string,
  path: string,
  id: string,
  need: string,
  matches: (s: Subject) => boolean,
  request: (s: Subject) => { body?: Record<string, unknown> | string; token?: "unbound" | "bound" },
  expect: (answer: Awaited<ReturnType<Context["send"]>>, s: Subject) => Outcome,
): Scenario {
  return {
    id,
    api,
    run: async (ctx) => {
      const subject = pick(ctx, need, matches);
      if (isOutcome(subject)) return subject;
      const { body, token } = request(subject);
      return expect(await ctx.send(path, { body, token }), subject);
    },
  };
}

const swapped = (s: Subject) => s.latestDeviceChange != null;
const swappedWithin = (hours: number) => (s: Subject) =>
  s.labels.includes("device-swapped") && swapped(s) && hoursBefore(s.latestDeviceChange as string) < hours;
const neverSwappedFor = (hours: number) => (s: Subject) =>
  s.labels.includes("device-never-swapped") &&
  swapped(s) &&
  hoursBefore(s.latestDeviceChange as string) > hours;
const swappedFlag = (expected: boolean) => (a: Parameters<typeof isSuccess>[0]) =>
  isSuccess(a, (b) => b.swapped === expected);

const deviceSwapScenarios = (): Scenario[] => {
  const check = (
    id: string,
    need: string,
    m: (s: Subject) => boolean,
    maxAge: number | undefined,
    expected: boolean,
  ) =>
    on(
      "device-swap",
      "device-swap/check",
      id,
      need,
      m,
      (s) => ({
        body: maxAge === undefined ? { phoneNumber: s.phoneNumber } : { phoneNumber: s.phoneNumber, maxAge },
      }),
      swappedFlag(expected),
    );
  return [
    check(
      "check_device_swap_2_valid_device_swap_no_max_age",
      "swapped in the last 240 h",
      swappedWithin(240),
      undefined,
      true,
    ),
    ...[260, 120, 24, 12].map((hours) =>
      check(
        `check_device_swap_3_valid_device_swap_max_age[${hours}]`,
        `swapped in the last ${hours} h`,
        swappedWithin(hours),
        hours,
        true,
      ),
    ),
    check(
      "check_device_swap_4_more_than_240_hours",
      "swapped more than 240 h ago",
      (s) =>
        s.labels.includes("device-swapped") &&
        swapped(s) &&
        hoursBefore(s.latestDeviceChange as string) > 241,
      undefined,
      false,
    ),
    {
      id: "check_device_swap_5_out_of_max_age",
      api: "device-swap",
      run: async (ctx) => {
        const s = pick(
          ctx,
          "with a known swap more than 1 h ago",
          (x) => swapped(x) && hoursBefore(x.latestDeviceChange as string) > 1.1,
        );
        if (isOutcome(s)) return s;
        const maxAge = Math.max(1, Math.floor(hoursBefore(s.latestDeviceChange as string)) - 1);
        return swappedFlag(false)(
          await ctx.send("device-swap/check", { body: { phoneNumber: s.phoneNumber, maxAge } }),
        );
      },
    },
    check(
      "check_device_swap_6_no_device_swap_no_max_age",
      "never swapped for more than 240 h",
      neverSwappedFor(240),
      undefined,
      false,
    ),
    ...[260, 120, 24, 12].map((hours) =>
      check(
        `check_device_swap_7_no_device_swap_with_max_age[${hours}]`,
        `never swapped for more than ${hours} h`,
        neverSwappedFor(hours),
        hours - 1,
        false,
      ),
    ),
    check(
      "check_device_swap_8_more_than_monitored_period",
      "swapped outside the monitored period",
      (s) => s.labels.includes("device-swap-unmonitored"),
      undefined,
      false,
    ),
    on(
      "device-swap",
      "device-swap/check",
      "check_device_swap_422.1_NoDeviceSwapPhoneNumberNeverConnected",
      "whose SIM never connected",
      (s) => s.labels.includes("sim-never-connected"),
      (s) => ({ body: { phoneNumber: s.phoneNumber } }),
      (a) => isError(a, 422, "SERVICE_NOT_APPLICABLE"),
    ),
    on(
      "device-swap",
      "device-swap/check",
      "check_device_swap_400.1_invalid_max_age",
      "for device swap",
      (s) => s.latestDeviceChange !== undefined,
      (s) => ({ body: { phoneNumber: s.phoneNumber, maxAge: "ten" } }),
      (a) => isError(a, 400, "INVALID_ARGUMENT"),
    ),
    on(
      "device-swap",
      "device-swap/check",
      "check_device_swap_400.2_out_of_range",
      "for device swap",
      (s) => s.latestDeviceChange !== undefined,
      (s) => ({ body: { phoneNumber: s.phoneNumber, maxAge: 2401 } }),
      (a) => isError(a, 400, "OUT_OF_RANGE"),
    ),
    {
      id: "check_device_swap_400.3_max_age_out_of_monitored_period",
      api: "device-swap",
      run: async () =>
        notRunnable(
          "applies only where local regulation restricts the monitored period below maxAge's range (2400 h)",
        ),
    },
    on(
      "device-swap",
      "device-swap/retrieve-date",
      "retrieve_device_swap_date_2_valid_device_swap",
      "that was swapped",
      (s) => s.labels.includes("device-swapped") && swapped(s),
      (s) => ({ body: { phoneNumber: s.phoneNumber } }),
      (a, s) =>
        isSuccess(
          a,
          (b) =>
            b.latestDeviceChange === s.latestDeviceChange &&
            !Number.isNaN(Date.parse(String(b.latestDeviceChange))),
        ),
    ),
    on(
      "device-swap",
      "device-swap/retrieve-date",
      "retrieve_device_swap_date_3_no_device_swap_returns_activation_date",
      "never swapped",
      (s) => s.labels.includes("device-never-swapped") && swapped(s),
      (s) => ({ body: { phoneNumber: s.phoneNumber } }),
      (a, s) => isSuccess(a, (b) => b.latestDeviceChange === s.latestDeviceChange),
    ),
    on(
      "device-swap",
      "device-swap/retrieve-date",
      "retrieve_device_swap_date_4_no_device_swap_or_activation_date_due_to_legal_constrain",
      "swapped outside the monitored period",
      (s) => s.labels.includes("device-swap-unmonitored"),
      (s) => ({ body: { phoneNumber: s.phoneNumber } }),
      (a) => isSuccess(a, (b) => b.latestDeviceChange === null),
    ),
    on(
      "device-swap",
      "device-swap/retrieve-date",
      "retrieve_device_swap_date_5_not_activated",
      "whose SIM never connected",
      (s) => s.labels.includes("sim-never-connected"),
      (s) => ({ body: { phoneNumber: s.phoneNumber } }),
      (a) => isError(a, 422, "SERVICE_NOT_APPLICABLE"),
    ),
  ];
};

const AGE_OPTIONAL = [
  "idDocument",
  "name",
  "givenName",
  "familyName",
  "middleNames",
  "familyNameAtBirth",
  "birthdate",
  "email",
];
/** A schema-compliant value for an optional property: the subject's own, or a plausible one. */
const AGE_OPTIONAL_DEFAULTS: Record<string, string> = {
  idDocument: "X1234567",
  name: "Test Person",
  givenName: "Test",
  familyName: "Person",
  middleNames: "Maria",
  familyNameAtBirth: "Lopez",
  birthdate: "1990-01-01",
  email: "someone@example.com",
};
const ageOptional = (s: Subject, property: string) => s.kyc?.[property] ?? AGE_OPTIONAL_DEFAULTS[property];

const ageScenarios = (): Scenario[] => {
  const hasAge = (s: Subject) => Boolean(s.kyc?.birthdate) && !s.labels.includes("age-not-available");
  const outline = (
    n: number,
    name: string,
    expected: string,
    matches: (s: Subject) => boolean,
    threshold: (s: Subject) => number,
  ) =>
    AGE_OPTIONAL.map((property) =>
      on(
        "kyc-age-verification",
        "kyc-age-verification/verify",
        `verifyAge_${n}_verify_age_${name}[$.${property}]`,
        `with age data (${name})`,
        matches,
        (s) => ({
          body: {
            phoneNumber: s.phoneNumber,
            ageThreshold: threshold(s),
            [property]: ageOptional(s, property),
          },
        }),
        (a) => isSuccess(a, (b) => b.ageCheck === expected),
      ),
    );
  const included = (n: number, name: string, property: string, flag: string) =>
    on(
      "kyc-age-verification",
      "kyc-age-verification/verify",
      `verifyAge_${n}_verify_age_${name}`,
      "with age data",
      hasAge,
      (s) => ({ body: { phoneNumber: s.phoneNumber, ageThreshold: 18, [flag]: true } }),
      (a) =>
        isSuccess(
          a,
          (b) =>
            ["true", "false", "not_available"].includes(String(b.ageCheck)) &&
            ["true", "false", "not_available"].includes(String(b[property])),
        ),
    );
  return [
    ...outline(
      1,
      "true",
      "true",
      (s) => hasAge(s) && ageOn(s.kyc?.birthdate as string) >= 1,
      (s) => Math.min(120, ageOn(s.kyc?.birthdate as string)),
    ),
    ...outline(
      2,
      "false",
      "false",
      (s) => hasAge(s) && ageOn(s.kyc?.birthdate as string) < 120,
      (s) => ageOn(s.kyc?.birthdate as string) + 1,
    ),
    ...outline(
      3,
      "not_available",
      "not_available",
      (s) => s.labels.includes("age-not-available"),
      () => 18,
    ),
    included(4, "contentLock", "contentLock", "includeContentLock"),
    included(5, "parentalControl", "parentalControl", "includeParentalControl"),
    on(
      "kyc-age-verification",
      "kyc-age-verification/verify",
      "verifyAge_400.3_out_of_range",
      "with age data",
      hasAge,
      (s) => ({ body: { phoneNumber: s.phoneNumber, ageThreshold: 121 } }),
      (a) => isError(a, 400, "OUT_OF_RANGE"),
    ),
    on(
      "kyc-age-verification",
      "kyc-age-verification/verify",
      "verifyAge_400.4_invalid_argument",
      "with age data",
      hasAge,
      (s) => ({ body: { phoneNumber: s.phoneNumber, ageThreshold: "eighteen" } }),
      (a) => isError(a, 400, "INVALID_ARGUMENT"),
    ),
  ];
};

const CONTRACT_TYPES = ["PAYG", "PAYM", "Business"];

const tenureScenarios = (): Scenario[] => {
  const tenure = (id: string, date: (s: Subject) => string, expected: boolean) =>
    on(
      "kyc-tenure",
      "kyc-tenure/check-tenure",
      id,
      "with a tenure start",
      (s) => Boolean(s.tenureStart) && s.tenureStart !== todayUtc(),
      (s) => ({ body: { phoneNumber: s.phoneNumber, tenureDate: date(s) } }),
      (a) =>
        isSuccess(
          a,
          (b) =>
            b.tenureDateCheck === expected &&
            (b.contractType === undefined || CONTRACT_TYPES.includes(String(b.contractType))),
        ),
    );
  return [
    tenure("checkTenure_1_tenure_check_true", (s) => s.tenureStart as string, true),
    tenure("checkTenure_2_tenure_check_false", (s) => dayBefore(s.tenureStart as string), false),
    on(
      "kyc-tenure",
      "kyc-tenure/check-tenure",
      "checkTenure_400.3_out_of_range",
      "with a tenure start",
      (s) => Boolean(s.tenureStart),
      (s) => ({ body: { phoneNumber: s.phoneNumber, tenureDate: daysFromToday(2) } }),
      (a) => isError(a, 400, "OUT_OF_RANGE", "INVALID_ARGUMENT"),
    ),
    on(
      "kyc-tenure",
      "kyc-tenure/check-tenure",
      "checkTenure_400.4_invalid_argument",
      "with a tenure start",
      (s) => Boolean(s.tenureStart),
      (s) => ({ body: { phoneNumber: s.phoneNumber, tenureDate: "2020-13-45" } }),
      (a) => isError(a, 400, "INVALID_ARGUMENT"),
    ),
  ];
};

const recyclingScenarios = (): Scenario[] => [
  on(
    "number-recycling",
    "number-recycling/check",
    "Number_Recycling_01_success_request_response_when_phoneNumberRecycled_is_false",
    "with a tenure start",
    (s) => Boolean(s.tenureStart),
    (s) => ({ body: { phoneNumber: s.phoneNumber, specifiedDate: s.tenureStart } }),
    (a) => isSuccess(a, (b) => b.phoneNumberRecycled === false),
  ),
  on(
    "number-recycling",
    "number-recycling/check",
    "Number_Recycling_02_success_request_response_when_phoneNumberRecycled_is_true",
    "whose number was recycled",
    (s) => s.labels.includes("number-recycled") && Boolean(s.tenureStart),
    (s) => ({ body: { phoneNumber: s.phoneNumber, specifiedDate: dayBefore(s.tenureStart as string) } }),
    (a) => isSuccess(a, (b) => b.phoneNumberRecycled === true),
  ),
  ...["2024-13-01", "2024-02-30", "24-01-01", "2024/01/01", "yesterday"].map((date) =>
    on(
      "number-recycling",
      "number-recycling/check",
      `Number_Recycling_400.01_invalid_specifiedDate[${date}]`,
      "with a tenure start",
      (s) => Boolean(s.tenureStart),
      (s) => ({ body: { phoneNumber: s.phoneNumber, specifiedDate: date } }),
      (a) => isError(a, 400, "INVALID_ARGUMENT"),
    ),
  ),
];

const networkTypeScenarios = (): Scenario[] => {
  const pastTime = (value: unknown) => typeof value === "string" && Date.parse(value) <= Date.now();
  return [
    on(
      "connected-network-type",
      "connected-network-type/retrieve",
      "connected_network_type_01_generic_success_scenario",
      "on a mobile network",
      (s) => ["2G", "3G", "4G", "5G"].includes(String(s.networkType)),
      (s) => ({ body: { phoneNumber: s.phoneNumber } }),
      (a, s) => isSuccess(a, (b) => b.connectedNetworkType === s.networkType && pastTime(b.lastStatusTime)),
    ),
    on(
      "connected-network-type",
      "connected-network-type/retrieve",
      "connected_network_type_02_retrieval_undetermined_network",
      "not on a mobile network",
      (s) => s.networkType === "UNKNOWN",
      (s) => ({ body: { phoneNumber: s.phoneNumber } }),
      (a) => isSuccess(a, (b) => b.connectedNetworkType === "UNKNOWN" && pastTime(b.lastStatusTime)),
    ),
    {
      id: "connected_network_type_503_network_error",
      api: "connected-network-type",
      run: async () => notRunnable("for the API provider only: needs a network error while retrieving"),
    },
  ];
};

export const ALL_SCENARIOS: Scenario[] = [
  ...genericScenarios(),
  ...deviceSwapScenarios(),
  ...ageScenarios(),
  ...tenureScenarios(),
  ...recyclingScenarios(),
  ...networkTypeScenarios(),
];
