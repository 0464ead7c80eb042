import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { traceIdOf } from "../http/errors";

/** CAMARA's fixed message per code, sent as `title` (docs/network-apis.md, "Errors"). */
const errorTitles = {
  INVALID_ARGUMENT: "Client specified an invalid argument, request body or query param.",
  OUT_OF_RANGE: "Client specified an invalid range.",
  "KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION":
    "The request must contain at least one attribute besides the phone number.",
  UNAUTHENTICATED:
    "Request not authenticated due to missing, invalid, or expired credentials. A new authentication is required.",
  PERMISSION_DENIED: "Client does not have sufficient permissions to perform this action.",
  "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED": "The idDocument is required to perform the verification.",
  "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_MISMATCH":
    "The idDocument does not match the one associated with the phone number.",
  "CONSENT_INFO.NOT_ALLOWED_SCOPES_PURPOSE":
    "The requested scope(s) and Purpose combination is not allowed for this API Consumer.",
  "CONSENT_INFO.CAPTURE_FREQUENCY_EXCEEDED":
    "The frequency of consent capture requests has been exceeded. Please try again later.",
  IDENTIFIER_NOT_FOUND: "Device identifier not found.",
  NOT_FOUND: "The specified resource is not found.",
  MISSING_IDENTIFIER: "The device cannot be identified.",
  UNNECESSARY_IDENTIFIER: "The device is already identified by the access token.",
  UNSUPPORTED_IDENTIFIER: "The identifier provided is not supported.",
  IDENTIFIER_MISMATCH: "Provided identifiers are not consistent.",
  SERVICE_NOT_APPLICABLE: "The service is not available for the provided identifier.",
  "LOCATION_RETRIEVAL.UNABLE_TO_LOCATE": "Unable to locate the device.",
  "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_AGE": "Unable to provide a location for the requested maxAge.",
  "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_SURFACE":
    "Unable to provide a location for the requested maxSurface.",
  INTERNAL: "Unknown server error. Typically a server bug.",
} as const;

export type NetworkErrorCode = keyof typeof errorTitles;

const statusOf = (code: NetworkErrorCode): ContentfulStatusCode => {
  if (code === "INTERNAL") return 500;
  if (code === "UNAUTHENTICATED") return 401;
  if (code === "IDENTIFIER_NOT_FOUND" || code === "NOT_FOUND") return 404;
  if (
    code === "PERMISSION_DENIED" ||
    code.startsWith("KNOW_YOUR_CUSTOMER.ID_") ||
    code.startsWith("CONSENT_INFO.")
  )
    return 403;
  if (["INVALID_ARGUMENT", "OUT_OF_RANGE", "KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION"].includes(code))
    return 400;
  return 422;
};

/** A refusal of a network API, answered with the seed's body `{code, title, ref, details}` (2.4). */
export class NetworkError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: NetworkErrorCode,
    readonly details: string,
  ) {
    super(details);
    this.status = statusOf(code);
  }
}

export function networkErrorResponse(c: Context, error: NetworkError) {
  if (error.status === 401) c.header("www-authenticate", 'Bearer realm="gateway"');
  return c.json(
    { code: error.code, title: errorTitles[error.code], ref: traceIdOf(c), details: error.details },
    error.status,
  );
}
