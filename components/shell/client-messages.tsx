import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/**
 * The catalogue's client namespaces, for the pages whose forms and filters translate in the browser
 * (sign-in, a customer's usage, movements, invoices and line). The overview needs none (see ui-words).
 */
export async function ClientMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={clientMessages(await getMessages())}>{children}</NextIntlClientProvider>
  );
}
