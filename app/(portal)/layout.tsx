import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requireSession } from "@/lib/auth/session";
import { currentTheme } from "@/lib/display/current-theme";

// proxy.ts only redirects optimistically; this is the check that counts for every signed-in page.
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [{ user }, theme] = await Promise.all([requireSession(), currentTheme()]);
  return (
    <AppShell user={user} theme={theme}>
      {children}
    </AppShell>
  );
}
