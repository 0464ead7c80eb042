import { Alert } from "@/components/ui";

const TEXT: Record<string, (id: string) => string> = {
  created: (id) => `Movement ${id} was created.`,
  updated: (id) => `Movement ${id} was updated.`,
  deleted: (id) => `Movement ${id} was deleted.`,
  refunded: (id) => `The refund was made (refund movement ${id}).`,
  "draft-deleted": (id) => `Draft rectification ${id} was deleted.`,
  approved: (id) => `Approved and sent: the operator created ${id}.`,
  rejected: (id) => `Request ${id} rejected. The requester sees your comment.`,
  "approval-requested": (id) =>
    `Above your limit: sent to a supervisor for approval as ${id}. Nothing reaches the operator until it is approved.`,
};

/** The success message after a write, carried in ?notice=kind:id by the redirect. */
export function Notice({ value }: { value: string | undefined }) {
  if (!value) return null;
  const [kind = "", id = ""] = value.split(":", 2);
  const text = TEXT[kind];
  return text ? (
    <Alert tone="success" className="mb-6">
      {text(id)}
    </Alert>
  ) : null;
}
