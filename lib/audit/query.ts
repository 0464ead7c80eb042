import { z } from "zod";
import { addDays, parseDay, startOfZonedDay } from "@/lib/dates";
import type { AuditAction } from "./write";

export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  "movement.create": "Create movement",
  "movement.update": "Update movement",
  "movement.delete": "Delete movement",
  "refund.create": "Refund",
  "rectification.create": "Draft rectification",
  "rectification.issue": "Issue rectification",
  "rectification.delete": "Delete draft rectification",
  "approval.requested": "Approval requested",
  "approval.approved": "Approved",
  "approval.rejected": "Rejected",
  "approval.expired": "Approval expired",
  "approval.sent": "Sent on approval",
  "limits.update": "Change limits",
};

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** The audit page's search params: one parser for the page and the JSON route handler. */
export const auditQuery = z.object({
  action: optional.pipe(z.enum(Object.keys(AUDIT_ACTION_LABEL) as [AuditAction]).optional()).catch(undefined),
  outcome: optional.pipe(z.enum(["pending", "succeeded", "failed", "uncertain"]).optional()).catch(undefined),
  customer: optional.pipe(z.string().max(60).optional()).catch(undefined),
  from: optional.refine((v) => v === undefined || parseDay(v) !== undefined).catch(undefined),
  to: optional.refine((v) => v === undefined || parseDay(v) !== undefined).catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const AUDIT_PAGE_SIZE = 25;

/** Days are read in the portal's zone: "to" includes the whole day. */
export function auditRange(query: AuditQuery): { from?: Date; to?: Date } {
  const from = query.from ? parseDay(query.from) : undefined;
  const to = query.to ? parseDay(query.to) : undefined;
  return {
    ...(from ? { from: startOfZonedDay(from) } : {}),
    ...(to ? { to: new Date(startOfZonedDay(addDays(to, 1)).getTime() - 1) } : {}),
  };
}
