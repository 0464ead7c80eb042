import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { UpstreamError } from "@/components/ui/upstream-error";
import { followProblem } from "@/lib/customer/access";
import type { Problem } from "@/lib/errors/problem";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { explainPeriodProblem } from "@/lib/usage/queries";

/** A failed usage call: the prepaid period rule in plain words with a period that works, else the error. */
export async function UsageProblem({
  problem,
  subscriptionId,
}: {
  problem: Problem;
  subscriptionId: string;
}) {
  const [followed, t, period, locale] = await Promise.all([
    followProblem(problem),
    getTranslations("Usage"),
    getTranslations("Usage.prepaidPeriod"),
    getLocale(),
  ]);
  const explained = explainPeriodProblem(followed, { t: period, locale: intlLocaleOf(locale) });
  if (!explained.suggestion) return <UpstreamError problem={explained} />;
  const query = new URLSearchParams({ sub: subscriptionId, ...explained.suggestion });
  return (
    <Alert
      tone="warning"
      title={explained.title}
      traceId={explained.traceId}
      action={
        <Link href={`/customer/usage?${query}`} className={buttonClasses("secondary", "sm")}>
          {t("last30")}
        </Link>
      }
    >
      {explained.message}
    </Alert>
  );
}
