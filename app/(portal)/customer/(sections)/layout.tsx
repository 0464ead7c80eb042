import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

// Usage, movements, invoices and My line have filters and forms that translate in the browser; the
// overview, outside this group, ships no catalogue (components/ui/ui-words.tsx).
export default function CustomerSectionsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages>{children}</ClientMessages>;
}
