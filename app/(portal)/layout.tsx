import type { ReactNode } from "react";
import { Providers } from "@/components/providers/providers";
import { AppShell } from "@/components/shell/app-shell";
import { requireSession } from "@/lib/auth/session";

// proxy.ts only redirects optimistically; this is the check that counts for every signed-in page.
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const { user } = await requireSession();
  return (
    <Providers>
      <AppShell user={user}>{children}</AppShell>
    </Providers>
  );
}
