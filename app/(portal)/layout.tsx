import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";
import { currentTheme } from "@/lib/display/current-theme";
import { storeUnavailable } from "@/store-kit/unavailable";

// proxy.ts only redirects optimistically; this is the check that counts for every signed-in page.
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [session, theme] = await Promise.all([
    // The session's record is in the portal's own store: when it cannot answer, every page says so.
    requireSession().catch((error: unknown) => {
      if (storeUnavailable(error)) return undefined;
      throw error;
    }),
    currentTheme(),
  ]);
  if (!session) return <StoreUnavailable />;
  return (
    <AppShell user={session.user} theme={theme}>
      {children}
    </AppShell>
  );
}

async function StoreUnavailable() {
  const [t, tPage] = await Promise.all([
    getTranslations("Feedback.problem.storeUnavailable"),
    getTranslations("Feedback.pageFailed"),
  ]);
  return (
    <main className="mx-auto max-w-2xl p-6">
      <PageHeader title={tPage("heading")} />
      <ErrorState title={t("title")} message={t("message")} />
    </main>
  );
}
