import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { CardSkeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { loadMyLine } from "@/lib/network/my-line";
import { formatMsisdn } from "../balances/subscription-labels";
import { NetworkValue } from "./network-value";

const TEXT = {
  failed: "We could not read this line from the network",
  title: (msisdn: string) => `Line ${formatMsisdn(msisdn)}`,
  landline: "This is a landline: there is no mobile network information for it.",
  networkType: "Connected to",
  notConnected: "Not on the mobile network right now (Wi-Fi only or switched off)",
  device: "Device",
  unknownDevice: "A device we cannot name",
  lastSimChange: "SIM last moved to a device",
  noChange: "Not in the last year",
  recentTitle: "Your SIM moved to a new device recently",
  recentBody: (at: string) =>
    `On ${formatDateTime(at)} your SIM started working in another device. If this was not you, call us now: someone may be trying to take over your number.`,
} as const;

/** Server component: one of the signed-in customer's lines, as the network sees it. */
export async function MyLineCard({ subscriptionId }: { subscriptionId: string }) {
  const session = await requireSession("customer");
  const result = await loadMyLine(session, subscriptionId);
  if (!result.ok) {
    return (
      <Alert tone="error" title={TEXT.failed} traceId={result.problem.traceId}>
        {result.problem.message}
      </Alert>
    );
  }
  const data = result.data;
  const header = <CardHeader title={TEXT.title(data.line.msisdn)} description={data.line.subscriptionId} />;
  if ("isLandline" in data) {
    return (
      <Card>
        {header}
        <CardBody className="text-sm text-gray-700">{TEXT.landline}</CardBody>
      </Card>
    );
  }
  const swap = data.lastSimChange;
  return (
    <Card>
      {header}
      <CardBody className="space-y-4">
        {swap.ok && swap.data.isRecent && swap.data.latestDeviceChange ? (
          <Alert tone="warning" title={TEXT.recentTitle}>
            {TEXT.recentBody(swap.data.latestDeviceChange)}
          </Alert>
        ) : null}
        <DescriptionList
          items={[
            {
              label: TEXT.networkType,
              value: (
                <NetworkValue
                  result={data.networkType}
                  render={(n) =>
                    n.connectedNetworkType === "UNKNOWN" ? TEXT.notConnected : n.connectedNetworkType
                  }
                />
              ),
            },
            {
              label: TEXT.device,
              value: (
                <NetworkValue
                  result={data.device}
                  render={(d) => [d.manufacturer, d.model].filter(Boolean).join(" ") || TEXT.unknownDevice}
                />
              ),
            },
            {
              label: TEXT.lastSimChange,
              value: (
                <NetworkValue
                  result={swap}
                  render={(s) =>
                    s.latestDeviceChange ? formatDateTime(s.latestDeviceChange) : TEXT.noChange
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
  return <CardSkeleton label="Reading your line from the network…" lines={3} />;
}
