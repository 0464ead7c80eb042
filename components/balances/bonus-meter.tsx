import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { Bonus } from "@/contract/billing";
import { calendarDaysUntil, formatDate, formatDaysFromNow } from "@/lib/dates";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { toDecimal } from "@/lib/money";
import { formatAllowance, type UsageType } from "@/lib/units";
import { describeRunway, type RunwayAudience } from "@/lib/usage/describe-runway";
import type { Runway } from "@/lib/usage/runway";

const RUNWAY_CLASS = { ok: "text-gray-700", warning: "text-amber-800", danger: "text-red-700" };

/** One bonus: used of initial, what is left, expiry and the forecast at the recent pace. */
export function BonusMeter({
  bonus,
  type,
  runway,
  now,
  audience = "customer",
}: {
  bonus: Bonus;
  type: UsageType;
  runway: Runway | undefined;
  now: Date;
  audience?: RunwayAudience;
}) {
  const t = useTranslations("Bonus");
  const runwayWords = useTranslations("Runway");
  const locale = useFormatLocale();
  const initial = toDecimal(bonus.initialValue);
  const left = toDecimal(bonus.currentValue);
  const used = initial.minus(left).greaterThan(0) ? initial.minus(left) : toDecimal(0);
  const usedRatio = initial.greaterThan(0) ? used.dividedBy(initial).toNumber() : 0;
  const figures = formatAllowance(bonus.initialValue, bonus.currentValue, bonus.unit, locale);
  const tone = usedRatio >= 0.9 ? "danger" : usedRatio >= 0.75 ? "warning" : "brand";
  const forecast = runway
    ? describeRunway(runway, type, bonus.unit, runwayWords, { locale, now, audience })
    : undefined;
  const daysLeft = calendarDaysUntil(bonus.expirationDatetime, now);

  return (
    <div className="space-y-2" data-testid={`bonus-${type}`}>
      <ProgressBar
        label={t("label", { type, size: figures.total })}
        value={usedRatio * 100}
        valueText={t("used", { used: figures.used, total: figures.total })}
        tone={tone}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <span className="font-medium text-gray-900" data-testid={`bonus-${type}-left`}>
          {t("left", { amount: figures.left })}
        </span>
        <span>
          {t.rich(daysLeft >= 0 ? "renews" : "expired", {
            date: formatDate(bonus.expirationDatetime, { locale }),
            relative: formatDaysFromNow(bonus.expirationDatetime, { locale, now }),
            time: (chunks) => <time dateTime={bonus.expirationDatetime}>{chunks}</time>,
          })}
        </span>
        {bonus.isShared ? <Badge tone="info">{t("shared")}</Badge> : null}
        {bonus.renovationsCount > 0 ? (
          <span className="whitespace-nowrap">{t("renewed", { count: bonus.renovationsCount })}</span>
        ) : null}
      </div>
      {forecast ? <p className={`text-sm ${RUNWAY_CLASS[forecast.tone]}`}>{forecast.text}</p> : null}
    </div>
  );
}
