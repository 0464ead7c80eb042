import type { ReactNode } from "react";
import { cn } from "./cn";

/** Label/value pairs (account details, ticket fields). */
export function DescriptionList({
  items,
  className,
}: {
  items: readonly { label: ReactNode; value: ReactNode }[];
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2", className)}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels are ReactNodes; order is stable.
        <div key={i} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{item.label}</dt>
          <dd className="mt-0.5 text-sm text-gray-900 break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
