import type { Metadata } from "next";
import { OperationsUploader } from "@/components/operations/operations-uploader";
import { PageHeader } from "@/components/ui/page-header";
import { CSV_COLUMNS, OPERATION_TYPES } from "@/contract/operations";
import { requireSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Bulk operations" };

export default async function OperationsPage() {
  await requireSession("support");
  return (
    <>
      <PageHeader
        title="Bulk subscription operations"
        description={`Run ${OPERATION_TYPES.join(", ")} on many subscriptions from one CSV file (columns: ${CSV_COLUMNS.join(", ")}).`}
      />
      <OperationsUploader />
    </>
  );
}
