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

/**
 * A line of placeholder in a box of the text's own line height ("h-5" for text-sm), so the
 * placeholder stands as tall as the words it stands for.
 */
export function SkeletonLine({ height, width }: { height: string; width: string }) {
  return (
    <div className={cn("flex items-center", height)}>
      <Skeleton className={cn("h-3", width)} />
    </div>
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
 * with `fields` a SectionCard of a DescriptionList, part for part its size (the header's title and
 * description, each field's label and value), so the page does not jump when it arrives.
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
  if (fields) return <FieldsCardSkeleton label={label} count={fields} />;
  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-5"
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-44" />
      <SkeletonText lines={lines} />
    </div>
  );
}

function FieldsCardSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div role="status" aria-live="polite" className="rounded-lg border border-gray-200 bg-white shadow-xs">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="border-b border-gray-100 px-5 py-4">
        <SkeletonLine height="h-6" width="w-40" />
        <SkeletonLine height="mt-1 h-5" width="w-64" />
      </div>
      <div aria-hidden="true" className="grid grid-cols-1 gap-x-6 gap-y-3 px-5 py-4 sm:grid-cols-2">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
          <div key={i}>
            <SkeletonLine height="h-4" width="w-28" />
            <SkeletonLine height="mt-0.5 h-5" width="w-3/4" />
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
