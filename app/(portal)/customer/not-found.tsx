import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

// Unknown ids and other customers' ids end here alike, so a URL never tells whether something exists.
export default function CustomerNotFound() {
  const t = useTranslations("NotFound");
  return (
    <>
      <PageHeader title={t("title")} />
      <EmptyState
        title={t("heading")}
        description={t("description")}
        action={<ButtonLink href="/customer">{t("home")}</ButtonLink>}
      />
    </>
  );
}
