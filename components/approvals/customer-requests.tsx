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
    // Not a section of its own: the table is already a region named by this heading's words (axe
    // landmark-unique).
    <div className="space-y-3">
      <h2 id="approval-requests-heading" className="text-lg font-semibold text-gray-900">
        {t("heading")}
      </h2>
      <RequestList requests={requests} caption={t("heading")} />
    </div>
  );
}
