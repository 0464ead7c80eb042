import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { staffClientMessages } from "@/lib/i18n/client-messages";

/** The staff pages' forms read more words in the browser than a customer's pages: only here are they sent. */
export async function StaffMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={staffClientMessages(await getMessages())}>
      {children}
    </NextIntlClientProvider>
  );
}
