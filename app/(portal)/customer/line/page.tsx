import type { Metadata } from "next";
import { Suspense } from "react";
import { MyLineCard, MyLineCardSkeleton } from "@/components/network/my-line-card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireCustomer } from "@/lib/customer/access";

export const metadata: Metadata = { title: "My line" };

export default async function MyLinePage() {
  const { user } = await requireCustomer();
  return (
    <>
      <PageHeader
        title="My line"
        description="Your lines as the network sees them now: connection, device and SIM."
      />
      {user.subscriptions.length === 0 ? (
        <EmptyState
          title="No lines yet"
          description="When a line is added to your account it will show up here."
        />
      ) : (
        <div className="space-y-6">
          {user.subscriptions.map((subscriptionId) => (
            <Suspense key={subscriptionId} fallback={<MyLineCardSkeleton />}>
              <MyLineCard subscriptionId={subscriptionId} />
            </Suspense>
          ))}
        </div>
      )}
    </>
  );
}
