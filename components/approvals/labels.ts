import type { BadgeTone } from "@/components/ui";

/** Every string of the approval screens that names a state or a write, in one place. */
export const STATE_LABEL: Record<string, string> = {
  pending: "Waiting for approval",
  sending: "Approved, sending",
  sent: "Approved and sent",
  failed: "Approved, refused upstream",
  uncertain: "Approved, no answer upstream",
  rejected: "Rejected",
  expired: "Expired",
};

export const STATE_TONE: Record<string, BadgeTone> = {
  pending: "warning",
  sending: "info",
  sent: "success",
  failed: "danger",
  uncertain: "warning",
  rejected: "danger",
  expired: "neutral",
};

export const WRITE_LABEL: Record<string, string> = {
  "refund.create": "Refund",
  "movement.create": "Credit movement",
  "movement.update": "Credit movement change",
  "rectification.issue": "Issue rectification",
};

export const LIMIT_LABEL = {
  refundMax: "Largest refund an agent may make alone",
  rectificationMax: "Largest rectification (sum of its lines, with taxes) an agent may issue alone",
  creditMovementMax: "Largest credit movement an agent may create alone",
} as const;
