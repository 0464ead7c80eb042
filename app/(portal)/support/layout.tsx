import type { ReactNode } from "react";
import { StaffMessages } from "@/components/shell/staff-messages";

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <StaffMessages>{children}</StaffMessages>;
}
