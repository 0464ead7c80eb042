import { z } from "zod";
import { APPROVAL_STATES, GATED_ACTIONS } from "./rules";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** The queue's default view: what a supervisor has to decide or check (a send cut off, no answer). */
const OPEN_STATES = ["pending", "sending", "uncertain"] as const;
export const QUEUE_VIEWS = ["open", ...APPROVAL_STATES] as const;

/** The states a view lists. */
export const statesOfView = (view: (typeof QUEUE_VIEWS)[number] | undefined) =>
  !view || view === "open" ? OPEN_STATES : [view];

/** The queue's search params; anything unknown falls back to the default (open requests, every write). */
export const queueQuery = z.object({
  state: optional.pipe(z.enum(QUEUE_VIEWS).optional()).catch(undefined),
  action: optional.pipe(z.enum(GATED_ACTIONS).optional()).catch(undefined),
  customer: optional.pipe(z.string().max(60).optional()).catch(undefined),
});
export type QueueQuery = z.infer<typeof queueQuery>;

/** The queue's filters as search params again, for a request that reads the same list. */
export function queueParams(query: QueueQuery): string {
  const params = new URLSearchParams();
  if (query.state) params.set("state", query.state);
  if (query.action) params.set("action", query.action);
  if (query.customer) params.set("customer", query.customer);
  return params.toString();
}
