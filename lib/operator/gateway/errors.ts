import { OperatorError } from "@/lib/http";

/** Clear words for the CAMARA codes a portal user can meet; the rest fall back to the API's own title. */
const MESSAGES: Record<string, string> = {
  INVALID_ARGUMENT: "Some of the details entered are not valid for the operator's network check.",
  OUT_OF_RANGE: "A value is outside what the network check accepts.",
  "KNOW_YOUR_CUSTOMER.INVALID_PARAM_COMBINATION": "Enter at least one detail to compare.",
  "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_REQUIRED":
    "The operator needs the ID document number to verify this caller.",
  "KNOW_YOUR_CUSTOMER.ID_DOCUMENT_MISMATCH": "The ID document does not match the one held for this line.",
  UNAUTHENTICATED: "The portal's access to the network checks has expired. Try again.",
  PERMISSION_DENIED: "The portal is not allowed to run this network check for this organization.",
  IDENTIFIER_NOT_FOUND: "The operator's network does not know this number.",
  SERVICE_NOT_APPLICABLE:
    "This check does not apply to this line (for example a landline, or a SIM never used).",
  MISSING_IDENTIFIER: "The line could not be identified for the network check.",
  UNNECESSARY_IDENTIFIER: "The line could not be identified for the network check.",
  "LOCATION_RETRIEVAL.UNABLE_TO_LOCATE": "The network cannot locate this device right now.",
  "LOCATION_RETRIEVAL.UNABLE_TO_FULFILL_MAX_AGE": "No recent enough location is available.",
  "CONSENT_INFO.NOT_ALLOWED_SCOPES_PURPOSE": "The portal is not onboarded to ask for this consent.",
  "CONSENT_INFO.CAPTURE_FREQUENCY_EXCEEDED": "Too many consent requests for this line; try again later.",
  invalid_target: "This number is not one of your lines.",
  timeout: "The operator's network did not answer in time.",
  unreachable: "The operator's network could not be reached.",
};

export interface NetworkProblem {
  code: string;
  message: string;
  traceId?: string;
}

/** An upstream failure in words, with the error's `ref` as trace id; anything else is a bug and rethrown. */
export function networkProblem(error: unknown): NetworkProblem {
  if (!(error instanceof OperatorError)) throw error;
  const body = (error.body && typeof error.body === "object" ? error.body : {}) as Record<string, unknown>;
  const traceId = typeof body.ref === "string" ? body.ref : error.traceId;
  const fallback =
    error.status >= 500 || error.status === 0
      ? "The operator's network check failed. Try again later."
      : typeof body.title === "string"
        ? body.title
        : error.message;
  return { code: error.code, message: MESSAGES[error.code] ?? fallback, traceId };
}
