import { eq } from "drizzle-orm";
import { recordAudit } from "@/lib/store/audit";
import type { PortalDb } from "@/lib/store/open";
import { approvalLimits } from "@/lib/store/schema";
import type { Person } from "./audit";
import { DEFAULT_LIMITS, type Limits } from "./rules";

export interface OrgLimits extends Limits {
  /** Who set them last; undefined while the defaults apply. */
  updatedBy?: string;
  updatedAt?: Date;
}

const plain = (value: string) => value.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");

export async function getLimits(db: PortalDb, org: string): Promise<OrgLimits> {
  const [row] = await db.select().from(approvalLimits).where(eq(approvalLimits.org, org));
  if (!row) return { ...DEFAULT_LIMITS };
  return {
    refundMax: plain(row.refundMax),
    rectificationMax: plain(row.rectificationMax),
    creditMovementMax: plain(row.creditMovementMax),
    updatedBy: row.updatedByName,
    updatedAt: row.updatedAt,
  };
}

/** Saves an org's limits and audits the change (before and after) in the same transaction. */
export async function saveLimits(db: PortalDb, org: string, by: Person, next: Limits, now: Date) {
  const before = await getLimits(db, org);
  await db.transaction(async (tx) => {
    const values = { ...next, updatedAt: now, updatedById: by.id, updatedByName: by.name };
    await tx
      .insert(approvalLimits)
      .values({ org, ...values })
      .onConflictDoUpdate({ target: approvalLimits.org, set: values });
    await recordAudit(
      {
        org,
        at: now,
        actorId: by.id,
        actorName: by.name,
        action: "limits.update",
        targetType: "limits",
        targetId: org,
        outcome: "succeeded",
        changes: {
          before: {
            refundMax: before.refundMax,
            rectificationMax: before.rectificationMax,
            creditMovementMax: before.creditMovementMax,
          },
          after: next,
        },
      },
      tx,
    );
  });
}
