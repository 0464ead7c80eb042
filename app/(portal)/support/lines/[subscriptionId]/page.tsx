import type { Metadata } from "next";
import { Suspense } from "react";
import { LineDiagnostics, LineDiagnosticsSkeleton } from "@/components/network/line-diagnostics";
import { VerifyCallerForm } from "@/components/network/verify-caller-form";
import { PageHeader } from "@/components/ui/page-header";
import { requireSession } from "@/lib/auth/session";

type Params = Promise<{ subscriptionId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { subscriptionId } = await params;
  return { title: `Line of ${subscriptionId}` };
}

export default async function SupportLinePage({ params }: { params: Params }) {
  await requireSession("support");
  const subscriptionId = (await params).subscriptionId;
  return (
    <>
      <PageHeader title={`Line of ${subscriptionId}`} description="Network diagnostics for support" />
      <Suspense key={subscriptionId} fallback={<LineDiagnosticsSkeleton />}>
        <LineDiagnostics subscriptionId={subscriptionId} />
      </Suspense>
      <div className="mt-6">
        <VerifyCallerForm subscriptionId={subscriptionId} />
      </div>
    </>
  );
}
