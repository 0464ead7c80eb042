import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LineDiagnostics, LineDiagnosticsSkeleton } from "@/components/network/line-diagnostics";
import { LineUnavailable } from "@/components/network/line-unavailable";
import { VerifyCallerForm } from "@/components/network/verify-caller-form";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";
import { resolveLine } from "@/lib/network/line";
import { formatPhoneNumber } from "@/lib/phone-display";
import { parseProvider } from "@/lib/tickets/queries";
import { type PageSearchParams, searchParam } from "@/lib/url/search-params";

type Params = Promise<{ subscriptionId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ subscriptionId }, t] = await Promise.all([params, getTranslations("Tickets.line")]);
  return { title: t("idTitle", { id: subscriptionId }) };
}

export default async function SupportLinePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: PageSearchParams;
}) {
  const session = await requireSession("support");
  const subscriptionId = (await params).subscriptionId;
  // The line's number is one billing read, handed to the diagnostics below.
  const [t, line, from] = await Promise.all([
    getTranslations("Tickets.line"),
    resolveLine(session, subscriptionId),
    searchParams,
  ]);
  // Opened from a ticket: the way back to it.
  const provider = parseProvider(searchParam(from, "provider") ?? "");
  const ticketId = searchParam(from, "ticket");
  const back =
    provider.ok && ticketId ? (
      <BackLink href={`/support/tickets/${provider.provider}/${encodeURIComponent(ticketId)}`}>
        {t("backToTicket", { id: ticketId })}
      </BackLink>
    ) : (
      <BackLink href="/support/lines">{t("backToLines")}</BackLink>
    );
  if (!line.ok)
    return (
      <>
        {back}
        <PageHeader title={t("idTitle", { id: subscriptionId })} />
        <LineUnavailable subscriptionId={subscriptionId} problem={line.problem} />
      </>
    );
  return (
    <>
      {back}
      <PageHeader
        title={t("title", { number: formatPhoneNumber(line.data.msisdn) })}
        description={t("description", { id: subscriptionId })}
      />
      <Suspense key={subscriptionId} fallback={<LineDiagnosticsSkeleton />}>
        <LineDiagnostics line={line.data} isRecorded isNumberInTitle />
      </Suspense>
      <div className="mt-6">
        <VerifyCallerForm subscriptionId={subscriptionId} />
      </div>
    </>
  );
}
