import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { ProblemAlert } from "@/components/ui/alert";
import { SectionCard } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { CardSkeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import {
  diagnoseLine,
  type LocationOutcome,
  loadLineDiagnostics,
  TENURE_YEARS,
} from "@/lib/network/diagnostics";
import type { Line } from "@/lib/network/line";
import { rememberLine } from "@/lib/network/recent-lines";
import { outlookFromLastMove, swapWindowHours } from "@/lib/network/step-up-rules";
import { formatPhoneNumber } from "@/lib/phone-display";
import { NetworkValue } from "./network-value";
import { SwapAlert } from "./swap-alert";

function LocationValue({ outcome }: { outcome: LocationOutcome }) {
  const t = useTranslations("Network.diagnostics");
  const locale = useFormatLocale();
  if (outcome.kind === "located") {
    const { center, radius } = outcome.location.area;
    return (
      <span>
        {t("area", {
          latitude: center.latitude.toFixed(4),
          longitude: center.longitude.toFixed(4),
          radius: Math.round(radius),
        })}
        {", "}
        {t("locatedAt", { date: formatDateTime(outcome.location.lastLocationTime, { locale }) })}
      </span>
    );
  }
  if (outcome.kind === "noConsent") {
    return (
      <span>
        {t("noConsent", {
          reason: t.has(`consentReason.${outcome.reason}` as never)
            ? t(`consentReason.${outcome.reason}` as never)
            : t("consentReasonOther", { reason: outcome.reason }),
        })}
        {outcome.captureUrl ? (
          <a
            className="mt-1 block text-brand-700 underline"
            href={outcome.captureUrl}
            rel="noreferrer"
            target="_blank"
          >
            {t("captureLink")}
          </a>
        ) : null}
      </span>
    );
  }
  return <NetworkValue result={outcome.result} render={() => null} />;
}

/**
 * Server component: the network's view of one subscription's line, for support staff. Given by its id
 * (a ticket's view), or as the line its page already resolved (no second billing read).
 */
export async function LineDiagnostics({
  line,
  headingLevel = 2,
  isRecorded = false,
  isNumberInTitle = false,
}: {
  line: string | Line;
  headingLevel?: 2 | 3;
  /** Opened on its own page: it goes into the person's recent lines (a ticket's view of it does not). */
  isRecorded?: boolean;
  /** The page's title already gives the number: the card does not say it again. */
  isNumberInTitle?: boolean;
}) {
  const session = await requireSession("support");
  const [result, t, locale] = await Promise.all([
    typeof line === "string" ? loadLineDiagnostics(session, line) : diagnoseLine(session, line),
    getTranslations("Network.diagnostics"),
    getLocale().then(intlLocaleOf),
  ]);
  if (!result.ok) {
    return <ProblemAlert title={t("failed")} problem={result.problem} />;
  }
  if (isRecorded) await rememberLine(session, result.data.line);
  const card = {
    title: t("title"),
    description: isNumberInTitle
      ? t("descriptionNow")
      : t("description", { msisdn: formatPhoneNumber(result.data.line.msisdn) }),
    headingLevel,
  };
  if ("isLandline" in result.data)
    return (
      <SectionCard {...card}>
        <p className="text-sm text-gray-700">{t("landline")}</p>
      </SectionCard>
    );
  const { networkType, device, lastDeviceChange, tenure, location } = result.data;
  const swap = lastDeviceChange.ok
    ? outlookFromLastMove(lastDeviceChange.data.latestDeviceChange, swapWindowHours(session.user.org))
    : ({ state: "clear" } as const);
  return (
    <SectionCard {...card}>
      <SwapAlert
        outlook={swap}
        swappedBody={(when) => t("recentMoveBody", when)}
        // The line's answers below say a failed check; support gives no clearance.
        failedBody="hidden"
        clearedBody="hidden"
        className="mb-4"
      />
      <DescriptionList
        items={[
          {
            label: t("networkType"),
            value: (
              <NetworkValue
                result={networkType}
                render={(n) =>
                  n.connectedNetworkType === "UNKNOWN" ? t("notConnected") : n.connectedNetworkType
                }
              />
            ),
          },
          {
            label: t("device"),
            value: (
              <NetworkValue
                result={device}
                render={(d) =>
                  d.manufacturer || d.model
                    ? [d.manufacturer, d.model].filter(Boolean).join(" ")
                    : t("unknownDevice", { tac: d.tac })
                }
              />
            ),
          },
          {
            label: t("lastChange"),
            value: (
              <NetworkValue
                result={lastDeviceChange}
                render={(s) =>
                  s.latestDeviceChange
                    ? formatDateTime(s.latestDeviceChange, { locale })
                    : t("noChange", { days: s.monitoredPeriod ?? 365 })
                }
              />
            ),
          },
          {
            label: t("tenure"),
            value: (
              <NetworkValue
                result={tenure}
                render={(check) =>
                  [
                    t(check.tenureDateCheck ? "tenureYes" : "tenureNo", { years: TENURE_YEARS }),
                    check.contractType && t(`contract.${check.contractType}`),
                  ]
                    .filter(Boolean)
                    .join(", ")
                }
              />
            ),
          },
          { label: t("location"), value: <LocationValue outcome={location} /> },
        ]}
      />
    </SectionCard>
  );
}

export function LineDiagnosticsSkeleton() {
  const t = useTranslations("Network.diagnostics");
  return <CardSkeleton label={t("loading")} fields={5} />;
}
