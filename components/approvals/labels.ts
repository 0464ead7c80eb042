import { useTranslations } from "next-intl";
import type { BadgeTone } from "@/components/ui";
import { APPROVAL_STATES } from "@/lib/approvals/rules";

/** Every state and write the approval screens name; their words are in the "Approvals" catalogue. */
export const STATES = APPROVAL_STATES;
type State = (typeof STATES)[number];

export const STATE_TONE: Record<string, BadgeTone> = {
  pending: "warning",
  sending: "info",
  sent: "success",
  not_sent: "warning",
  failed: "danger",
  uncertain: "warning",
  rejected: "danger",
  expired: "neutral",
};

/** Each gated write -> its message key under "Approvals.write" (keys cannot hold a "."). */
export const WRITE_KEY = {
  "refund.create": "refundCreate",
  "movement.create": "movementCreate",
  "movement.update": "movementUpdate",
  "rectification.issue": "rectificationIssue",
} as const;
type Write = keyof typeof WRITE_KEY;

/** The limits, in the order the form shows them; their labels are under "Approvals.limit". */
export const LIMIT_KEYS = ["refundMax", "rectificationMax", "creditMovementMax"] as const;

const isState = (value: string): value is State => (STATES as readonly string[]).includes(value);
const isWrite = (value: string): value is Write => Object.hasOwn(WRITE_KEY, value);

/** The words for a request's state and write; an unknown value is shown as it is. */
export function useApprovalLabels() {
  const t = useTranslations("Approvals");
  return {
    state: (state: string) => (isState(state) ? t(`state.${state}`) : state),
    write: (action: string) => (isWrite(action) ? t(`write.${WRITE_KEY[action]}`) : action),
  };
}
