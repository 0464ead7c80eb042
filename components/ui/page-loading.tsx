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
    <LoadingRegion label={t(message)} className={className}>
      {children}
    </LoadingRegion>
  );
}
