"use client";

import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";

// Rendered inside the portal layout, so the header and navigation stay usable.
export default function PortalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="max-w-2xl">
      <PageHeader title="This page could not be shown" />
      <ErrorState
        title="Something went wrong on our side"
        message="Please try again. If it keeps happening, contact support and quote the reference below."
        traceId={error.digest}
        onRetry={reset}
      />
    </div>
  );
}
