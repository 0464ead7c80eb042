import { getTranslations } from "next-intl/server";
import { readRequests } from "@/lib/approvals/queries";
import { RequestList } from "./request-list";

/** On a customer's page: the writes for this customer held for approval, and what became of them. */
export async function CustomerRequests({ org, customerRef }: { org: string; customerRef: string }) {
  const [requests, t] = await Promise.all([
    readRequests({ org, customerRef, order: "newest", limit: 20 }),
    getTranslations("Approvals.customerRequests"),
  ]);
  if (!requests.length) return null;
  return (
    <section className="space-y-3" aria-labelledby="approval-requests-heading">
      <h2 id="approval-requests-heading" className="text-lg font-semibold text-gray-900">
        {t("heading")}
      </h2>
      <RequestList requests={requests} caption={t("heading")} />
    </section>
  );
}
