import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { NewMovementForm } from "@/components/movements/new-movement-form";
import { BackLink, Card, CardBody, PageHeader } from "@/components/ui";
import { requireAgentPage } from "@/lib/agent/page-context";
import { requestLocale } from "@/lib/request-locale";

export const metadata: Metadata = { title: "New movement" };

export default async function NewMovementPage({ params }: { params: Promise<{ subscriptionId: string }> }) {
  await requireAgentPage();
  const subscriptionId = (await params).subscriptionId;
  return (
    <>
      <BackLink href={`/agent/subscriptions/${encodeURIComponent(subscriptionId)}`}>
        Subscription {subscriptionId}
      </BackLink>
      <PageHeader
        title="New movement"
        description={`A charge, fee or adjustment on subscription ${subscriptionId}.`}
      />
      <Card>
        <CardBody>
          {/* The unique id is made once on the server, so the first render and every retry share it. */}
          <NewMovementForm
            subscriptionId={subscriptionId}
            formKey={randomUUID()}
            locale={await requestLocale()}
          />
        </CardBody>
      </Card>
    </>
  );
}
