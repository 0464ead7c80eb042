import type { Subject } from "./runner";

/** Scenario families every CAMARA plan repeats per operation, with the tag each plan gives them. */
export type Family =
  | "success"
  | "invalidIdentifier"
  | "notFound"
  | "unnecessary"
  | "missing"
  | "notApplicable"
  | "noAuth"
  | "expired"
  | "invalidToken"
  | "insufficientScope"
  | "noBody"
  | "emptyBody"
  | "unknownProperty";

export interface Operation {
  api: string;
  path: string;
  /** How the subscriber is named: top-level `phoneNumber`, or `device.phoneNumber`. */
  identifier: "phoneNumber" | "device";
  /** The rest of a valid request body for this subject. */
  body: (s: Subject) => Record<string, unknown>;
  /** Subjects this operation answers 200 for. */
  serves: (s: Subject) => boolean;
  /** The plan's tag per family; a family the plan does not have is absent. */
  tags: Partial<Record<Family, string>>;
  /** Set when the tags are ours: the plan was not transcribed tag by tag (see docs/network-apis.md). */
  ownTags?: true;
}

const swapTags = (p: string): Partial<Record<Family, string>> => ({
  success: `${p}_1_generic_success_scenario`,
  noAuth: `${p}_401.1_no_authorization_header`,
  expired: `${p}_401.2_expired_access_token`,
  invalidToken: `${p}_401.3_invalid_access_token`,
});

const consentBody = (s: Subject) => {
  const consent = s.consents?.[0];
  return {
    clientId: consent?.clientId ?? "portal-web",
    scopes: consent?.scopes ?? ["device-swap:check"],
    purpose: consent?.purpose ?? "dpv:FraudPreventionAndDetection",
    requestCaptureUrl: false,
  };
};

/**
 * Whether the published consents let the suite's network client (portal-network) locate the subject:
 * location needs the subscriber's valid consent for location-retrieval:read / dpv:ServiceProvision.
 */
export const locatableWithConsent = (s: Subject) =>
  (s.consents ?? []).some(
    (c) =>
      c.clientId === "portal-network" &&
      c.purpose === "dpv:ServiceProvision" &&
      c.scopes.join(" ") === "location-retrieval:read" &&
      c.statusValidForProcessing,
  );

const ownTags = (api: string): Partial<Record<Family, string>> => ({
  success: `${api}_generic_success`,
  invalidIdentifier: `${api}_identifier_not_schema_compliant`,
  notFound: `${api}_identifier_not_found`,
  unnecessary: `${api}_unnecessary_identifier`,
  missing: `${api}_missing_identifier`,
  notApplicable: `${api}_service_not_applicable`,
  noAuth: `${api}_401_no_authorization_header`,
  expired: `${api}_401_expired_access_token`,
  invalidToken: `${api}_401_invalid_access_token`,
  insufficientScope: `${api}_403_permission_denied`,
});

export const OPERATIONS: Operation[] = [
  {
    api: "device-swap",
    path: "device-swap/check",
    identifier: "phoneNumber",
    body: () => ({}),
    serves: (s) => s.latestDeviceChange !== undefined,
    tags: {
      ...swapTags("check_device_swap"),
      invalidIdentifier: "check_device_swap_C02.01_phone_number_not_schema_compliant",
      notFound: "check_device_swap_C02.02_phone_number_not_found",
      unnecessary: "check_device_swap_C02.03_unnecessary_phone_number",
      missing: "check_device_swap_C02.04_missing_phone_number",
      notApplicable: "check_device_swap_C02.05_phone_number_not_supported",
      unknownProperty: "check_device_swap_400.4_unknown_request_body_property",
      insufficientScope: "check_device_swap_403.1_insufficient_scope",
    },
  },
  {
    api: "device-swap",
    path: "device-swap/retrieve-date",
    identifier: "phoneNumber",
    body: () => ({}),
    serves: (s) => s.latestDeviceChange !== undefined,
    tags: {
      ...swapTags("retrieve_device_swap_date"),
      invalidIdentifier: "retrieve_device_swap_date_6_C02_01_phone_number_not_schema_compliant",
      notFound: "retrieve_device_swap_date_7_C02_02_phone_number_not_found",
      unnecessary: "retrieve_device_swap_date_8_C02_03_unnecessary_phone_number",
      // The plan's own tag (it reuses the check operation's prefix).
      missing: "check_device_swap_9_C02_04_missing_phone_number",
      notApplicable: "retrieve_device_swap_date_10_C02_05_phone_number_not_supported",
    },
  },
  {
    api: "kyc-age-verification",
    path: "kyc-age-verification/verify",
    identifier: "phoneNumber",
    body: () => ({ ageThreshold: 18 }),
    serves: (s) => Boolean(s.kyc?.birthdate) || s.labels.includes("age-not-available"),
    tags: {
      invalidIdentifier: "verifyAge_C02.01_phone_number_not_schema_compliant",
      notFound: "verifyAge_C02.02_phone_number_not_found",
      unnecessary: "verifyAge_C02.03_unnecessary_phone_number",
      missing: "verifyAge_C02.04_missing_phone_number",
      notApplicable: "verifyAge_C02.05_phone_number_not_supported",
      noBody: "verifyAge_400.1_no_request_body",
      emptyBody: "verifyAge_400.2_empty_request_body",
      expired: "verifyAge_401.1_expired_access_token",
      invalidToken: "verifyAge_401.2_invalid_access_token",
      noAuth: "verifyAge_401.3_no_header_authorization",
    },
  },
  {
    api: "kyc-tenure",
    path: "kyc-tenure/check-tenure",
    identifier: "phoneNumber",
    body: () => ({ tenureDate: "2020-01-01" }),
    serves: (s) => Boolean(s.tenureStart),
    tags: {
      noBody: "checkTenure_400.1_no_request_body",
      emptyBody: "checkTenure_400.2_empty_request_body",
      invalidIdentifier: "checkTenure_400.4_phone_number_not_schema_compliant",
      expired: "checkTenure_401.1_expired_access_token",
      invalidToken: "checkTenure_401.2_invalid_access_token",
      noAuth: "checkTenure_401.3_no_header_authorization",
      notFound: "checkTenure_404.1_phone_number_not_found",
      notApplicable: "checkTenure_422.1_service_not_applicable",
      missing: "checkTenure_422.2_missing_identifier",
      unnecessary: "checkTenure_422.3_unnecessary_identifier",
    },
  },
  {
    api: "number-recycling",
    path: "number-recycling/check",
    identifier: "phoneNumber",
    body: (s) => ({ specifiedDate: s.tenureStart ?? "2020-01-01" }),
    serves: (s) => Boolean(s.tenureStart),
    tags: {
      invalidIdentifier: "Number_Recycling_400.02_phone_number_not_schema_compliant",
      expired: "Number_Recycling_401.01_expired_access_token",
      notApplicable: "Number_Recycling_422.01_service_not_applicable",
      missing: "Number_Recycling_422.02_missing_identifier",
    },
  },
  {
    api: "connected-network-type",
    path: "connected-network-type/retrieve",
    identifier: "phoneNumber",
    body: () => ({}),
    serves: (s) => Boolean(s.networkType),
    tags: {
      invalidIdentifier: "connected_network_type_C01.02_device_identifiers_not_schema_compliant",
      notFound: "connected_network_type_C01.03_device_not_found",
      unnecessary: "connected_network_type_C01.04_unnecessary_device",
      missing: "connected_network_type_C01.05_missing_device",
      notApplicable: "connected_network_type_C01.07_device_not_supported",
      expired: "connected_network_type_401.1_expired_access_token",
      noAuth: "connected_network_type_401.2_no_authorization_header",
      invalidToken: "connected_network_type_401.3_malformed_access_token",
      insufficientScope: "connected_network_type_403_permissions_denied",
    },
  },
  {
    api: "kyc-match",
    path: "kyc-match/match",
    identifier: "phoneNumber",
    body: (s) => ({ givenName: s.kyc?.givenName ?? "Test" }),
    serves: (s) => Boolean(s.kyc) && !s.labels.includes("kyc-id-document-required"),
    tags: ownTags("kyc_match"),
    ownTags: true,
  },
  {
    api: "consent-info",
    path: "consent-info/retrieve",
    identifier: "phoneNumber",
    body: consentBody,
    serves: (s) => Boolean(s.consents?.length) && !s.labels.includes("consent-capture-limit-reached"),
    tags: ownTags("consent_info"),
    ownTags: true,
  },
  {
    api: "location-retrieval",
    path: "location-retrieval/retrieve",
    identifier: "device",
    body: () => ({}),
    serves: (s) => Boolean(s.location) && !s.labels.includes("unlocatable") && locatableWithConsent(s),
    tags: ownTags("location_retrieval"),
    ownTags: true,
  },
  {
    api: "device-identifier",
    path: "device-identifier/retrieve-identifier",
    identifier: "device",
    body: () => ({}),
    serves: (s) => Boolean(s.device),
    tags: ownTags("retrieve_identifier"),
    ownTags: true,
  },
  {
    api: "device-identifier",
    path: "device-identifier/retrieve-type",
    identifier: "device",
    body: () => ({}),
    serves: (s) => Boolean(s.device),
    tags: ownTags("retrieve_type"),
    ownTags: true,
  },
];

/** The operation's body for this subject, naming it as the operation does (or not at all). */
export function bodyFor(op: Operation, s: Subject, number: string | null = s.phoneNumber) {
  const rest = op.body(s);
  if (number === null) return rest;
  return op.identifier === "device"
    ? { ...rest, device: { phoneNumber: number } }
    : { ...rest, phoneNumber: number };
}
