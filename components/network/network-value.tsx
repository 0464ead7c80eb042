import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { NetworkResult } from "@/lib/network/result";

/** A value from a network check, or why it is missing (with the operator's reference), in place. */
export function NetworkValue<T>({
  result,
  render,
}: {
  result: NetworkResult<T>;
  render: (data: T) => ReactNode;
}) {
  const t = useTranslations("Feedback");
  if (result.ok) return <>{render(result.data)}</>;
  return (
    <span className="text-gray-600">
      {result.problem.message}
      {result.problem.traceId ? (
        <span className="block text-xs text-gray-500">
          {t.rich("reference", {
            id: result.problem.traceId,
            code: (chunks) => <code className="font-mono">{chunks}</code>,
          })}
        </span>
      ) : null}
    </span>
  );
}
