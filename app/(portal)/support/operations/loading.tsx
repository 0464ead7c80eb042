import { Skeleton } from "@/components/ui/skeleton";

export default function OperationsLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <Skeleton className="mb-8 h-8 w-80 max-w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
