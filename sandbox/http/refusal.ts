import type { Context } from "hono";
import { NetworkError, networkErrorResponse } from "../network/errors";
import { errorDtoResponse } from "../support/appointments/error-dto";
import { errorBody, traceIdOf } from "./errors";

export interface Refusal {
  status: 400 | 413;
  /** The code in the billing-style error body (billing, ticketing, subscriptions, admin). */
  code: string;
  message: string;
}

/**
 * A request refused before any route reads it, answered in the error body of the API it was for
 * (see /openapi/<api>.json): OAuth's for the token service, CAMARA's for the gateway, ErrorDto for
 * appointment events, `{error, message, trace_id}` for the others.
 */
export function refuse(c: Context, { status, code, message }: Refusal): Response {
  const path = c.req.path;
  if (path.startsWith("/auth/"))
    return c.json({ error: "invalid_request", error_description: message }, status);
  if (path.startsWith("/gateway/"))
    return status === 400
      ? networkErrorResponse(c, new NetworkError("INVALID_ARGUMENT", message))
      : c.json(
          { code: "PAYLOAD_TOO_LARGE", title: "Payload too large.", ref: traceIdOf(c), details: message },
          status,
        );
  if (path.startsWith("/appointments/")) return errorDtoResponse(c, status, message);
  return c.json(errorBody(c, code, message), status);
}
