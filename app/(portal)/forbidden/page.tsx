import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { homeFor } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled(async () => (await getTranslations("Forbidden"))("title"));

// Where requireSession() sends a signed-in user whose role does not open the page they asked for.
export default async function ForbiddenPage() {
  const { user } = await requireSession();
  const [t, tRoles] = await Promise.all([getTranslations("Forbidden"), getTranslations("Roles")]);
  const roles = user.roles.map((role) => tRoles(role)).join(", ") || tRoles("none");
  const strong = (chunks: React.ReactNode) => <strong className="font-medium text-gray-900">{chunks}</strong>;
  return (
    <Card className="mx-auto mt-8 max-w-xl">
      <CardBody className="px-6 py-8 text-center sm:px-10">
        <p className="text-sm font-semibold text-brand-700">{t("code")}</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-gray-900">{t("heading")}</h1>
        <p className="mt-3 text-sm text-gray-600">
          {t.rich("explanation", { name: user.name, roles, strong })}
        </p>
        <ButtonLink href={homeFor(user.roles)} className="mt-6">
          {t("home")}
        </ButtonLink>
      </CardBody>
    </Card>
  );
}
