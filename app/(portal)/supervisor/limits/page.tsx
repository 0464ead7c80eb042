import { getLocale, getTranslations } from "next-intl/server";
import { LimitsForm } from "@/components/approvals/limits-form";
import { PageHeader } from "@/components/ui";
import { getLimits } from "@/lib/approvals/limits";
import { requireSupervisorPage } from "@/lib/approvals/page-context";
import { formatDateTime } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { titled } from "@/lib/i18n/page-title";
import { portalDb } from "@/lib/store/db";

export const generateMetadata = titled(async () =>
  (await getTranslations("Approvals"))("limitsPage.metaTitle"),
);

export default async function LimitsPage() {
  const supervisor = await requireSupervisorPage();
  const { refundMax, rectificationMax, creditMovementMax, updatedBy, updatedAt } = await getLimits(
    await portalDb(),
    supervisor.org,
  );
  const [t, locale] = await Promise.all([getTranslations("Approvals.limitsPage"), getLocale()]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={
          updatedBy && updatedAt
            ? t("descriptionChanged", {
                org: supervisor.org,
                name: updatedBy,
                date: formatDateTime(updatedAt, { locale: intlLocaleOf(locale) }),
              })
            : t("descriptionDefault", { org: supervisor.org })
        }
      />
      <LimitsForm initial={{ refundMax, rectificationMax, creditMovementMax }} />
    </>
  );
}
