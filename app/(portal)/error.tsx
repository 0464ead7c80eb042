"use client";

import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { useUiWords } from "@/components/ui/ui-words";

// Rendered inside the portal layout, so the header and navigation stay usable.
export default function PortalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const words = useUiWords().pageFailed;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="max-w-2xl">
      <PageHeader title={words.heading} />
      <ErrorState title={words.title} message={words.message} traceId={error.digest} onRetry={reset} />
    </div>
  );
}
