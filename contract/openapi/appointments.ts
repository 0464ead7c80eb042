import { ErrorDto, InboundEvent, Outbox } from "../appointments";
import { type ApiDescription, read } from "./document";

/** Appointment events v1 (seed 001, section 7): state changes that become SMS. */
export const appointmentsApi: ApiDescription = {
  id: "appointments",
  title: "Appointment events v1",
  version: "1",
  description:
    "An appointment's state change, sent once per event id; the operator turns it into an SMS. The sandbox keeps the SMS it would send in an outbox. See docs/support-apis.md.",
  basePath: "/appointments",
  error: ErrorDto,
  security: "apiKey",
  operations: [
    {
      method: "post",
      path: "/v1/event",
      operationId: "postEvent",
      summary: "Accepts an appointment event; a repeated event id is accepted once.",
      body: { schema: InboundEvent },
      responses: { 202: null },
    },
    read("/sandbox/outbox", "getOutbox", "Sandbox only: the SMS the events produced, newest first.", Outbox),
  ],
};
