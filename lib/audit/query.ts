import { z } from "zod";
import { addDays, parseDayInput, startOfZonedDay } from "@/lib/dates";
import type { AuditAction } from "./write";

/** Every action the trail records (their names are Audit.action in the catalogues). */
export const AUDIT_ACTIONS = [
  "movement.create",
  "movement.update",
  "movement.delete",
  "refund.create",
  "rectification.create",
  "rectification.issue",
  "rectification.delete",
  "approval.requested",
  "approval.approved",
  "approval.rejected",
  "approval.expired",
  "approval.sent",
  "limits.update",
] as const satisfies readonly AuditAction[];

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** The audit page's search params: one parser for the page and the JSON route handler. */
export const auditQuery = z.object({
  action: optional.pipe(z.enum(AUDIT_ACTIONS).optional()).catch(undefined),
  outcome: optional.pipe(z.enum(["pending", "succeeded", "failed", "uncertain"]).optional()).catch(undefined),
  customer: optional.pipe(z.string().max(60).optional()).catch(undefined),
  from: optional.refine((v) => v === undefined || parseDayInput(v) !== undefined).catch(undefined),
  to: optional.refine((v) => v === undefined || parseDayInput(v) !== undefined).catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const AUDIT_PAGE_SIZE = 25;

/** Days are read in the portal's zone: "to" includes the whole day. */
export function auditRange(query: AuditQuery): { from?: Date; to?: Date } {
  const from = query.from ? parseDayInput(query.from) : undefined;
  const to = query.to ? parseDayInput(query.to) : undefined;
  return {
    ...(from ? { from: startOfZonedDay(from) } : {}),
    ...(to ? { to: new Date(startOfZonedDay(addDays(to, 1)).getTime() - 1) } : {}),
  };
}
