import { useTranslations } from "next-intl";
import { referenceWords } from "@/lib/i18n/reference-words";
import { AlertFrame, type AlertFrameProps, TraceReference } from "./alert-frame";

export interface AlertProps extends Omit<AlertFrameProps, "reference"> {
  /** The upstream trace_id, shown so support can find the request. */
  traceId?: string;
}

export function Alert({ traceId, ...frame }: AlertProps) {
  return <AlertFrame {...frame} reference={traceId ? <TraceId value={traceId} /> : undefined} />;
}

function TraceId({ value }: { value: string }) {
  return <TraceReference id={value} words={referenceWords(useTranslations("Feedback"))} />;
}

/** A call that failed: what could not be done, the operator's words and the reference to quote. */
export function ProblemAlert({
  title,
  problem,
}: {
  title: string;
  problem: { message: string; traceId?: string };
}) {
  return (
    <Alert tone="error" title={title} traceId={problem.traceId}>
      {problem.message}
    </Alert>
  );
}
