import { Hono } from "hono";
import { z } from "zod";
import { InboundEvent } from "../../contract/appointments";
import type { SandboxDeps } from "../app";
import type { AppEnv } from "../http/env";
import { sameSecret } from "../http/same-secret";
import { AppointmentError, errorDtoResponse } from "../support/appointments/error-dto";
import { acceptEvent, listOutbox } from "../support/appointments/events-store";
import { OUTBOX_CSP, renderOutboxPage } from "../support/appointments/outbox-html";

const MAX_EVENT_BYTES = 256 * 1024;

const outboxQuery = z.object({
  eventId: z.string().optional(),
  appointmentId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  key: z
    .never({ error: "keys are never accepted in a URL; send the Authorization or x-admin-key header" })
    .optional(),
});

const describeIssues = (error: z.ZodError) =>
  error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "body"}: ${issue.message}`)
    .join("; ");

/** Appointment events v1 and the sandbox SMS outbox; every non-2xx answer is an ErrorDto. */
export function appointmentRoutes({ db, config }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  routes.onError((error, c) => {
    if (error instanceof AppointmentError) return errorDtoResponse(c, error.status, error.componentMsg);
    console.error(`[sandbox] ${c.req.method} ${c.req.path}`, error);
    return errorDtoResponse(c, 500, "The sandbox failed to process the event.");
  });

  // POST /appointments/v1/event – accept a state-change notification and queue its SMS (202, no body)
  routes.post("/v1/event", async (c) => {
    if (!sameSecret(c.req.header("authorization"), config.appointmentsApiKey))
      throw new AppointmentError(401, "The Authorization header must carry the API key.");
    const contentType = c.req.header("content-type") ?? "";
    if (!/^application\/json\b/i.test(contentType))
      throw new AppointmentError(415, "The body must be sent as application/json.");
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_EVENT_BYTES)
      throw new AppointmentError(413, `The event must not exceed ${MAX_EVENT_BYTES} bytes.`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppointmentError(400, "The body is not valid JSON.");
    }
    const parsed = InboundEvent.safeParse(json);
    if (!parsed.success) throw new AppointmentError(400, describeIssues(parsed.error));
    await acceptEvent(db, parsed.data);
    return c.body(null, 202);
  });

  const readOutbox = async (
    authorization: string | undefined,
    adminKey: string | undefined,
    query: unknown,
  ) => {
    const parsed = outboxQuery.safeParse(query);
    if (!parsed.success) throw new AppointmentError(400, describeIssues(parsed.error));
    const { key: _never, ...filter } = parsed.data;
    const allowed =
      sameSecret(authorization, config.appointmentsApiKey) ||
      sameSecret(adminKey, config.adminKey) ||
      sameSecret(authorization, config.adminKey);
    if (!allowed)
      throw new AppointmentError(401, "The outbox needs the appointments API key or the sandbox admin key.");
    return listOutbox(db, filter);
  };

  // GET /appointments/sandbox/outbox – the SMS queued by accepted events, newest first (JSON)
  routes.get("/sandbox/outbox", async (c) => {
    const messages = await readOutbox(
      c.req.header("authorization"),
      c.req.header("x-admin-key"),
      c.req.query(),
    );
    return c.json({ messages });
  });

  // GET /appointments/sandbox/outbox.html – the same list as a page (the key in a header)
  routes.get("/sandbox/outbox.html", async (c) => {
    const messages = await readOutbox(
      c.req.header("authorization"),
      c.req.header("x-admin-key"),
      c.req.query(),
    );
    c.header("cache-control", "no-store");
    c.header("content-security-policy", OUTBOX_CSP);
    return c.html(renderOutboxPage(messages));
  });

  // POST /appointments/sandbox/outbox.html – the page for a browser: the key in a form field, never in the URL
  routes.post("/sandbox/outbox.html", async (c) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? ""))
      throw new AppointmentError(415, "The key must be sent as an application/x-www-form-urlencoded form.");
    const form = new URLSearchParams(await c.req.text());
    const key = form.get("key") ?? undefined;
    const messages = await readOutbox(key, key, c.req.query());
    c.header("cache-control", "no-store");
    c.header("content-security-policy", OUTBOX_CSP);
    return c.html(renderOutboxPage(messages));
  });

  return routes;
}
