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
  if (result.ok) return <>{render(result.data)}</>;
  return (
    <span className="text-gray-600">
      {result.problem.message}
      {result.problem.traceId ? (
        <span className="block font-mono text-xs text-gray-500">reference {result.problem.traceId}</span>
      ) : null}
    </span>
  );
}
