import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorDto } from "../../../contract/appointments";
import { traceIdOf } from "../../http/errors";

const GENERIC: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
  502: "Bad Gateway",
  504: "Gateway Timeout",
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

export function errorDto(c: Context, status: number, componentMsg: string): ErrorDto {
  return { status, msg: GENERIC[status] ?? "Error", componentMsg, id: traceIdOf(c) };
}

export function errorDtoResponse(c: Context, status: ContentfulStatusCode, componentMsg: string) {
  return c.json(errorDto(c, status, componentMsg), status);
}
