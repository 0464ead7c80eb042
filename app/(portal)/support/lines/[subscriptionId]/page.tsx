import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LineDiagnostics, LineDiagnosticsSkeleton } from "@/components/network/line-diagnostics";
import { VerifyCallerForm } from "@/components/network/verify-caller-form";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";

type Params = Promise<{ subscriptionId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ subscriptionId }, t] = await Promise.all([params, getTranslations("Tickets.line")]);
  return { title: t("title", { id: subscriptionId }) };
}

export default async function SupportLinePage({ params }: { params: Params }) {
  await requireSession("support");
  const t = await getTranslations("Tickets.line");
  const subscriptionId = (await params).subscriptionId;
  return (
    <>
      <PageHeader title={t("title", { id: subscriptionId })} description={t("description")} />
      <Suspense key={subscriptionId} fallback={<LineDiagnosticsSkeleton />}>
        <LineDiagnostics subscriptionId={subscriptionId} />
      </Suspense>
      <div className="mt-6">
        <VerifyCallerForm subscriptionId={subscriptionId} />
      </div>
    </>
  );
}
