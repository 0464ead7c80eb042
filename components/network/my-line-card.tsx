import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { Alert, ProblemAlert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { CardSkeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { loadMyLine } from "@/lib/network/my-line";
import { orgSettings } from "@/lib/org/settings";
import { formatPhoneNumber } from "@/lib/phone-display";
import { NetworkValue } from "./network-value";

/** What to do about a SIM change the customer did not make: call, on the org's number when it has one. */
function RecentChangeBody({ date, org }: { date: string; org: string }) {
  const t = useTranslations("MyLine");
  const phone = orgSettings(org).supportPhone;
  if (!phone) return <>{t("recentBody", { date })}</>;
  return (
    <>
      {t.rich("recentBodyCall", {
        date,
        phone: formatPhoneNumber(phone),
        tel: (chunks) => (
          <a href={`tel:${phone}`} className="font-semibold whitespace-nowrap underline">
            {chunks}
          </a>
        ),
      })}
    </>
  );
}

/** Server component: one of the signed-in customer's lines, as the network sees it. */
export async function MyLineCard({ subscriptionId }: { subscriptionId: string }) {
  const session = await requireSession("customer");
  const [result, t, locale] = await Promise.all([
    loadMyLine(session, subscriptionId),
    getTranslations("MyLine"),
    getLocale().then(intlLocaleOf),
  ]);
  if (!result.ok) {
    return <ProblemAlert title={t("failed")} problem={result.problem} />;
  }
  const data = result.data;
  const header = (
    <CardHeader
      title={t("line", { msisdn: formatPhoneNumber(data.line.msisdn) })}
      description={data.line.subscriptionId}
    />
  );
  if ("isLandline" in data) {
    return (
      <Card>
        {header}
        <CardBody className="text-sm text-gray-700">{t("landline")}</CardBody>
      </Card>
    );
  }
  const swap = data.lastSimChange;
  return (
    <Card>
      {header}
      <CardBody className="space-y-4">
        {swap.ok && swap.data.isRecent && swap.data.latestDeviceChange ? (
          <Alert tone="warning" title={t("recentTitle")}>
            <RecentChangeBody
              date={formatDateTime(swap.data.latestDeviceChange, { locale })}
              org={session.user.org}
            />
          </Alert>
        ) : null}
        <DescriptionList
          items={[
            {
              label: t("networkType"),
              value: (
                <NetworkValue
                  result={data.networkType}
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
                  result={data.device}
                  render={(d) => [d.manufacturer, d.model].filter(Boolean).join(" ") || t("unknownDevice")}
                />
              ),
            },
            {
              label: t("lastSimChange"),
              value: (
                <NetworkValue
                  result={swap}
                  render={(s) =>
                    s.latestDeviceChange ? formatDateTime(s.latestDeviceChange, { locale }) : t("noChange")
                  }
                />
              ),
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}

export function MyLineCardSkeleton() {
  const t = useTranslations("MyLine");
  return <CardSkeleton label={t("loading")} lines={3} />;
}
