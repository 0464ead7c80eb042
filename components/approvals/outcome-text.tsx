import { useTranslations } from "next-intl";
import { CardBody } from "@/components/ui";
import { fieldLabelIn, wordOutcome } from "@/lib/approvals/outcome";
import type { ApprovalRequest } from "@/lib/approvals/requests";

/** Why an approved request did not go through, in the reader's language, and what to do about it. */
export function OutcomeText({ request: r, inCard }: { request: ApprovalRequest; inCard?: boolean }) {
  const errors = useTranslations("Errors");
  const t = useTranslations("Approvals");
  const text = wordOutcome(errors, fieldLabelIn(t), r.outcome);
  const hint =
    r.state === "not_sent" || r.state === "uncertain" || r.state === "sending" ? r.state : undefined;
  const traceId = typeof r.outcome?.traceId === "string" ? r.outcome.traceId : undefined;
  if (!text && !hint) return null;
  const body = (
    <div className="space-y-1 text-xs" data-testid={`outcome-${r.id}`}>
      {text ? <p className="text-red-700">{text}</p> : null}
      {hint ? <p className="text-gray-700">{t(`outcomeHint.${hint}`)}</p> : null}
      {traceId ? (
        <p className="text-gray-600">
          {t("card.trace")}: <span className="font-mono">{traceId}</span>
        </p>
      ) : null}
    </div>
  );
  return inCard ? <CardBody className="border-t border-gray-100">{body}</CardBody> : body;
}
