"use client";

import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { useUiWords } from "@/components/ui/ui-words";
import { STORE_UNAVAILABLE_DIGEST } from "@/store-kit/unavailable";

// Rendered inside the portal layout, so the header and navigation stay usable.
export default function PortalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { pageFailed, storeUnavailable } = useUiWords();
  useEffect(() => {
    console.error(error);
  }, [error]);
  // The store's outage keeps its digest through to here: a wait, not a bug to quote to support.
  const isStoreDown = error.digest === STORE_UNAVAILABLE_DIGEST;
  return (
    <div className="max-w-2xl">
      <PageHeader title={pageFailed.heading} />
      <ErrorState
        title={isStoreDown ? storeUnavailable.title : pageFailed.title}
        message={isStoreDown ? storeUnavailable.message : pageFailed.message}
        traceId={isStoreDown ? undefined : error.digest}
        onRetry={reset}
      />
    </div>
  );
}
