import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

/** A grey placeholder block; give it a size with classes (h-4 w-32 ...). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

/** Several text-line skeletons, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn("space-y-2", className)}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <Skeleton key={i} className={cn("h-4", i === lines - 1 ? "w-2/3" : "w-full")} />
      ))}
    </div>
  );
}

/**
 * A card-shaped placeholder announced to screen readers while its section loads: lines of text, or
 * with `fields` the label/value pairs of a DescriptionList, so the page does not jump when it arrives.
 */
export function CardSkeleton({
  label,
  lines = 3,
  fields,
}: {
  label: string;
  lines?: number;
  fields?: number;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-5"
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-44" />
      {fields ? <FieldsSkeleton count={fields} /> : <SkeletonText lines={lines} />}
    </div>
  );
}

function FieldsSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="space-y-6">
      <Skeleton className="h-4 w-2/3" />
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
          <div key={i} className="space-y-1.5 py-0.5">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A page's placeholder, announced once to screen readers with its label. */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
