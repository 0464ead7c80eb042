import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LoadingRegion } from "./skeleton";

/** A page's loading.tsx: its placeholder shapes, announced once in the reader's language. */
export async function PageLoading({
  message = "loading",
  className,
  children,
}: {
  message?: "loading" | "loadingTickets";
  className?: string;
  children: ReactNode;
}) {
  const t = await getTranslations("Common");
  return (
    <>
      {/* The page's one heading until its own arrives, for those who find their way by headings. */}
      <h1 className="sr-only">{t(message)}</h1>
      <LoadingRegion label={t(message)} className={className}>
        {children}
      </LoadingRegion>
    </>
  );
}
