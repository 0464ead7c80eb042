import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorDto } from "../../../lib/operator/appointments/schemas";
import { traceIdOf } from "../../http/errors";

const GENERIC: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
};

/** A non-202 answer of the appointments API: ErrorDto (2.7), `id` being the trace id. */
export class AppointmentError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly componentMsg: string,
  ) {
    super(componentMsg);
  }
}

export function errorDtoResponse(c: Context, status: ContentfulStatusCode, componentMsg: string) {
  const body: ErrorDto = { status, msg: GENERIC[status] ?? "Error", componentMsg, id: traceIdOf(c) };
  return c.json(body, status);
}
