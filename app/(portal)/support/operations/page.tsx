import { getTranslations } from "next-intl/server";
import { OperationsUploader } from "@/components/operations/operations-uploader";
import { Providers } from "@/components/providers/providers";
import { PageHeader } from "@/components/ui/page-header";
import { CSV_COLUMNS, OPERATION_TYPES } from "@/contract/operations";
import { requireSession } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () => (await getTranslations("Operations"))("metaTitle"));

export default async function OperationsPage() {
  await requireSession("support");
  const t = await getTranslations("Operations");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description", {
          operations: OPERATION_TYPES.join(", "),
          columns: CSV_COLUMNS.join(", "),
        })}
      />
      <Providers>
        <OperationsUploader />
      </Providers>
    </>
  );
}
