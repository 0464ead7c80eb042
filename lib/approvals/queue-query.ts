import { z } from "zod";
import { APPROVAL_STATES } from "./requests";
import { GATED_ACTIONS } from "./rules";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** The queue's search params; anything unknown falls back to the default (waiting requests, every write). */
export const queueQuery = z.object({
  state: optional.pipe(z.enum(APPROVAL_STATES).optional()).catch(undefined),
  action: optional.pipe(z.enum(GATED_ACTIONS).optional()).catch(undefined),
  customer: optional.pipe(z.string().max(60).optional()).catch(undefined),
});
