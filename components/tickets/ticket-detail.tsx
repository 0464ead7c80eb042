import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LineDiagnostics, LineDiagnosticsSkeleton } from "@/components/network/line-diagnostics";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";
import type { TicketingProvider } from "@/contract/ticketing";
import { requireSession } from "@/lib/auth/session";
import { loadTicket } from "@/lib/tickets/queries";
import { workflowWords } from "@/lib/tickets/workflow-words";
import { TicketHistory } from "./ticket-history";
import { TicketOverview } from "./ticket-overview";
import { TransitionPanel } from "./transition-panel";

/** Server component: reads the ticket and its metadata, then lays out overview, transitions and history. */
export async function TicketDetail({
  provider,
  ticketId,
}: {
  provider: TicketingProvider;
  ticketId: string;
}) {
  const session = await requireSession("support");
  const [result, t, words] = await Promise.all([
    loadTicket(session, provider, ticketId),
    getTranslations("Tickets.detail"),
    getTranslations("Tickets.workflow").then(workflowWords),
  ]);
  const href = `/support/tickets/${provider}/${encodeURIComponent(ticketId)}` as const;
  if (!result.ok) {
    if (result.error.status === 404) {
      return (
        <EmptyState
          title={t("notFound")}
          description={
            result.error.traceId
              ? t("notFoundReference", { message: result.error.message, id: result.error.traceId })
              : result.error.message
          }
        />
      );
    }
    return (
      <ErrorState
        title={t("failed")}
        message={result.error.message}
        traceId={result.error.traceId}
        retryHref={href}
      />
    );
  }
  const { ticket, metadata } = result.data;
  const transitions = metadata.transitions.map(words.transition);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="space-y-6">
        <TicketOverview ticket={ticket} />
        <TransitionPanel
          provider={provider}
          ticketId={ticket.ticketId}
          status={metadata.status}
          transitions={transitions}
        />
      </div>
      <div className="space-y-6">
        {ticket.subscriptionId ? (
          <Suspense fallback={<LineDiagnosticsSkeleton />}>
            <LineDiagnostics line={ticket.subscriptionId} headingLevel={3} />
          </Suspense>
        ) : null}
        <TicketHistory
          history={ticket.history}
          fieldLabels={Object.fromEntries(
            transitions.flatMap((transition) => transition.fields.map((f) => [f.name, f.label])),
          )}
        />
      </div>
    </div>
  );
}

export function TicketDetailSkeleton() {
  const t = useTranslations("Tickets.detail");
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <span className="sr-only">{t("loading")}</span>
      <div className="space-y-6">
        <div className="rounded-lg border border-gray-200 bg-white p-5">
          <Skeleton className="mb-4 h-5 w-64 max-w-full" />
          <SkeletonText lines={4} />
        </div>
        <Skeleton className="h-48 w-full" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
