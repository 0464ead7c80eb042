"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("Feedback.pageFailed");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="max-w-2xl">
      <PageHeader title={t("heading")} />
      <ErrorState title={t("title")} message={t("message")} traceId={error.digest} onRetry={reset} />
    </div>
  );
}
