import { Badge } from "@/components/ui/badge";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { Bonus } from "@/contract/billing";
import { calendarDaysUntil, formatDate, formatDaysFromNow } from "@/lib/dates";
import { toDecimal } from "@/lib/money";
import { formatQuantity, type UsageType } from "@/lib/units";
import { describeRunway } from "@/lib/usage/describe-runway";
import type { Runway } from "@/lib/usage/runway";

const TITLE: Record<UsageType, string> = { data: "Data", sms: "SMS", voice: "Voice" };
const RUNWAY_CLASS = { ok: "text-gray-700", warning: "text-amber-800", danger: "text-red-700" };

/** One bonus: used of initial, what is left, expiry and the forecast at the recent pace. */
export function BonusMeter({
  bonus,
  type,
  runway,
  now,
}: {
  bonus: Bonus;
  type: UsageType;
  runway: Runway | undefined;
  now: Date;
}) {
  const initial = toDecimal(bonus.initialValue);
  const left = toDecimal(bonus.currentValue);
  const used = initial.minus(left).greaterThan(0) ? initial.minus(left) : toDecimal(0);
  const usedRatio = initial.greaterThan(0) ? used.dividedBy(initial).toNumber() : 0;
  const fmt = (value: string) => formatQuantity(value, bonus.unit);
  const tone = usedRatio >= 0.9 ? "danger" : usedRatio >= 0.75 ? "warning" : "brand";
  const forecast = runway ? describeRunway(runway, type, bonus.unit, { now }) : undefined;
  const daysLeft = calendarDaysUntil(bonus.expirationDatetime, now);

  return (
    <div className="space-y-2" data-testid={`bonus-${type}`}>
      <ProgressBar
        label={`${TITLE[type]} bonus ${fmt(bonus.initialValue)}`}
        value={usedRatio * 100}
        valueText={`${fmt(used.toFixed())} of ${fmt(bonus.initialValue)} used`}
        tone={tone}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <span className="font-medium text-gray-900" data-testid={`bonus-${type}-left`}>
          {fmt(bonus.currentValue)} left
        </span>
        <span>
          {daysLeft >= 0 ? "Renews" : "Expired"}{" "}
          <time dateTime={bonus.expirationDatetime}>{formatDate(bonus.expirationDatetime)}</time> (
          {formatDaysFromNow(bonus.expirationDatetime, { now })})
        </span>
        {bonus.isShared ? <Badge tone="info">Shared</Badge> : null}
        {bonus.renovationsCount > 0 ? (
          <span>
            Renewed {bonus.renovationsCount} {bonus.renovationsCount === 1 ? "time" : "times"}
          </span>
        ) : null}
      </div>
      {forecast ? <p className={`text-sm ${RUNWAY_CLASS[forecast.tone]}`}>{forecast.text}</p> : null}
    </div>
  );
}
