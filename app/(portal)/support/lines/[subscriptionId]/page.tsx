import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LineDiagnostics, LineDiagnosticsSkeleton } from "@/components/network/line-diagnostics";
import { VerifyCallerForm } from "@/components/network/verify-caller-form";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";
import { parseProvider } from "@/lib/tickets/queries";
import { type PageSearchParams, searchParam } from "@/lib/url/search-params";

type Params = Promise<{ subscriptionId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ subscriptionId }, t] = await Promise.all([params, getTranslations("Tickets.line")]);
  return { title: t("title", { id: subscriptionId }) };
}

export default async function SupportLinePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: PageSearchParams;
}) {
  await requireSession("support");
  const t = await getTranslations("Tickets.line");
  const subscriptionId = (await params).subscriptionId;
  // Opened from a ticket: the way back to it.
  const from = await searchParams;
  const provider = parseProvider(searchParam(from, "provider") ?? "");
  const ticketId = searchParam(from, "ticket");
  return (
    <>
      {provider.ok && ticketId ? (
        <BackLink href={`/support/tickets/${provider.provider}/${encodeURIComponent(ticketId)}`}>
          {t("backToTicket", { id: ticketId })}
        </BackLink>
      ) : (
        <BackLink href="/support/lines">{t("backToLines")}</BackLink>
      )}
      <PageHeader title={t("title", { id: subscriptionId })} description={t("description")} />
      <Suspense key={subscriptionId} fallback={<LineDiagnosticsSkeleton />}>
        <LineDiagnostics subscriptionId={subscriptionId} isRecorded />
      </Suspense>
      <div className="mt-6">
        <VerifyCallerForm subscriptionId={subscriptionId} />
      </div>
    </>
  );
}
