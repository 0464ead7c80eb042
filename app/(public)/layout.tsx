import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <ClientMessages>{children}</ClientMessages>;
}
