import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui";

/** The notice kinds a redirect may carry, and their message keys. */
const KEYS = {
  created: "created",
  updated: "updated",
  deleted: "deleted",
  refunded: "refunded",
  "draft-deleted": "draftDeleted",
  approved: "approved",
  rejected: "rejected",
  "approval-requested": "approvalRequested",
  "approved-ended": "approvedEnded",
} as const;

/** Notices that report a write that did not go through. */
const WARNINGS = new Set<string>(["approved-ended"]);

/** The message after a write, carried in ?notice=kind:id by the redirect. */
export function Notice({ value }: { value: string | undefined }) {
  const t = useTranslations("Agent.notice");
  if (!value) return null;
  const [kind = "", id = ""] = value.split(":", 2);
  const key = Object.hasOwn(KEYS, kind) ? KEYS[kind as keyof typeof KEYS] : undefined;
  return key ? (
    <Alert tone={WARNINGS.has(kind) ? "warning" : "success"} className="mb-6">
      {t(key, { id })}
    </Alert>
  ) : null;
}
