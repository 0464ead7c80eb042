import { getLocale, getTranslations } from "next-intl/server";
import { Alert, DescriptionList, Skeleton } from "@/components/ui";
import { KeepIdsWhole } from "@/components/ui/keep-ids-whole";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { ApprovalRequest } from "@/lib/approvals/requests";
import type { Money, UpstreamFacts } from "@/lib/approvals/upstream";
import type { Loaded } from "@/lib/errors/problem";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";

/** The request's target as the operator has it now, read afresh for each view of the queue. */
export async function UpstreamPanel({
  request,
  facts,
}: {
  request: ApprovalRequest;
  facts: Promise<Loaded<UpstreamFacts>>;
}) {
  const [loaded, t, locale] = await Promise.all([
    facts,
    getTranslations("Approvals.upstream"),
    getLocale().then(intlLocaleOf),
  ]);
  const money = ({ amount, currency }: Money) => formatMoney(amount, currency, { locale });
  const factText = (value: UpstreamFacts["facts"][number]["value"]) =>
    typeof value === "string" ? value : "amount" in value ? money(value) : t(value.key);
  return (
    <div className="space-y-2" data-testid={`upstream-${request.id}`}>
      <h3 className="text-sm font-semibold text-gray-900">{t("heading")}</h3>
      {loaded.ok ? (
        <>
          <p className="text-sm text-gray-700">
            <KeepIdsWhole>{t(loaded.data.title.key, loaded.data.title.values)}</KeepIdsWhole>
          </p>
          <DescriptionList
            items={loaded.data.facts.map(({ label, value }) => ({
              label: t(`fact.${label}`),
              value: factText(value),
            }))}
          />
          {loaded.data.warning ? (
            <Alert tone="warning">
              {t(
                `warning.${loaded.data.warning.key}`,
                Object.fromEntries(
                  Object.entries(loaded.data.warning.values ?? {}).map(([name, v]) => [
                    name,
                    typeof v === "string" ? v : money(v),
                  ]),
                ),
              )}
            </Alert>
          ) : null}
        </>
      ) : (
        <UpstreamError problem={loaded.problem} />
      )}
    </div>
  );
}

export const UpstreamPanelSkeleton = () => <Skeleton className="h-32 w-full" />;
