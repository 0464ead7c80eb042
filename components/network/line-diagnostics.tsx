import { Alert } from "@/components/ui/alert";
import { SectionCard } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { CardSkeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/auth/session";
import { formatDate, formatDateTime } from "@/lib/dates";
import { type LocationOutcome, loadLineDiagnostics, TENURE_YEARS } from "@/lib/network/diagnostics";
import { formatMsisdn } from "../balances/subscription-labels";
import { NetworkValue } from "./network-value";

const TEXT = {
  title: "Line diagnostics",
  description: (msisdn: string) => `${formatMsisdn(msisdn)}, as the operator's network sees it now`,
  failed: "The line could not be diagnosed",
  networkType: "Connected network",
  notConnected: "Not on the mobile network (Wi-Fi only or off)",
  device: "Device",
  unknownDevice: "Model not known",
  lastChange: "Last device change",
  noChange: (days: number | undefined) => `None in the last ${days ?? 365} days`,
  tenure: "Tenure",
  tenureYes: `On this number for ${TENURE_YEARS} year or more`,
  tenureNo: `On this number for less than ${TENURE_YEARS} year`,
  contract: { PAYG: "prepaid (PAYG)", PAYM: "monthly contract (PAYM)", Business: "business" },
  location: "Location",
  locatedAt: (time: string) => `last seen ${formatDateTime(time)}`,
  noConsent: (reason: string) =>
    `Not shown: the customer's consent to locate this line for service diagnosis is ${CONSENT_REASON[reason] ?? reason.toLowerCase()}.`,
  captureLink: "Send the customer this consent link",
  since: (date: string) => `checked against ${formatDate(date)}`,
} as const;

const CONSENT_REASON: Record<string, string> = {
  PENDING: "not given yet",
  REQUESTED: "requested but not answered yet",
  EXPIRED: "expired",
  REVOKED: "revoked",
  DENIED: "denied",
};

function LocationValue({ outcome }: { outcome: LocationOutcome }) {
  if (outcome.kind === "located") {
    const { center, radius } = outcome.location.area;
    return (
      <span>
        {center.latitude.toFixed(4)}, {center.longitude.toFixed(4)} (± {Math.round(radius)} m),{" "}
        {TEXT.locatedAt(outcome.location.lastLocationTime)}
      </span>
    );
  }
  if (outcome.kind === "noConsent") {
    return (
      <span>
        {TEXT.noConsent(outcome.reason)}
        {outcome.captureUrl ? (
          <a
            className="mt-1 block text-brand-700 underline"
            href={outcome.captureUrl}
            rel="noreferrer"
            target="_blank"
          >
            {TEXT.captureLink}
          </a>
        ) : null}
      </span>
    );
  }
  return <NetworkValue result={outcome.result} render={() => null} />;
}

/** Server component: the network's view of one subscription's line, for support staff. */
export async function LineDiagnostics({
  subscriptionId,
  headingLevel = 2,
}: {
  subscriptionId: string;
  headingLevel?: 2 | 3;
}) {
  const session = await requireSession("support");
  const result = await loadLineDiagnostics(session, subscriptionId);
  if (!result.ok) {
    return (
      <Alert tone="error" title={TEXT.failed} traceId={result.problem.traceId}>
        {result.problem.message}
      </Alert>
    );
  }
  const { line, networkType, device, lastDeviceChange, tenure, location } = result.data;
  return (
    <SectionCard title={TEXT.title} description={TEXT.description(line.msisdn)} headingLevel={headingLevel}>
      <DescriptionList
        items={[
          {
            label: TEXT.networkType,
            value: (
              <NetworkValue
                result={networkType}
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
                result={device}
                render={(d) =>
                  d.manufacturer || d.model
                    ? [d.manufacturer, d.model].filter(Boolean).join(" ")
                    : `${TEXT.unknownDevice} (TAC ${d.tac})`
                }
              />
            ),
          },
          {
            label: TEXT.lastChange,
            value: (
              <NetworkValue
                result={lastDeviceChange}
                render={(s) =>
                  s.latestDeviceChange
                    ? formatDateTime(s.latestDeviceChange)
                    : TEXT.noChange(s.monitoredPeriod)
                }
              />
            ),
          },
          {
            label: TEXT.tenure,
            value: (
              <NetworkValue
                result={tenure}
                render={(t) =>
                  [
                    t.tenureDateCheck ? TEXT.tenureYes : TEXT.tenureNo,
                    t.contractType && TEXT.contract[t.contractType],
                  ]
                    .filter(Boolean)
                    .join(", ")
                }
              />
            ),
          },
          { label: TEXT.location, value: <LocationValue outcome={location} /> },
        ]}
      />
    </SectionCard>
  );
}

export function LineDiagnosticsSkeleton() {
  return <CardSkeleton label="Asking the network about this line…" lines={4} />;
}
