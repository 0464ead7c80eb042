/** What each demo subscription is sold: bonuses, usage habits and out-of-bundle rates. */

const GB = 1024 ** 3;
export const MB = 1024 ** 2;
export const VAT = "21";

interface BonusPlan {
  kind: "data" | "sms" | "voice";
  catalogBonusId: string;
  customerBonusId: string;
  /** bytes, sms or seconds per monthly renewal */
  initialValue: number;
  isShared: boolean;
}

interface UsageHabit {
  perDay: number;
  /** average bytes per data session or seconds per call */
  average: number;
}

export interface SubscriptionPlan {
  subscriptionId: string;
  seed: number;
  planCatalogId: string;
  planName: string;
  /** Monthly fee with taxes. */
  monthlyFee: string;
  bonuses: BonusPlan[];
  usage: { data?: UsageHabit; sms?: UsageHabit; voice?: UsageHabit };
  /** Out-of-bundle prices without taxes: per MB, per sms, per second. */
  rates: { dataPerMb: string; sms: string; voicePerSecond: string; internationalPerSecond: string };
  /** Where out-of-bundle usage is debited: the rating plan (postpaid) or the main balance (prepaid). */
  outOfBundleDebit: "RATING_PLAN" | "MAIN_BALANCE";
}

const bonus = (
  sub: string,
  kind: BonusPlan["kind"],
  catalogBonusId: string,
  initialValue: number,
  shared?: string,
): BonusPlan => ({
  kind,
  catalogBonusId,
  customerBonusId: shared ?? `CB-${sub}-${kind.toUpperCase()}`,
  initialValue,
  isShared: shared !== undefined,
});

const standardRates = {
  dataPerMb: "0.01",
  sms: "0.09",
  voicePerSecond: "0.0012",
  internationalPerSecond: "0.0085",
};
const CAROL_SHARED_VOICE = "CB-ACC-1003-VOICE-SHARED";

export const subscriptionPlans: SubscriptionPlan[] = [
  {
    subscriptionId: "SUB-1001",
    seed: 1001,
    planCatalogId: "PLAN-UNLIMITED-50",
    planName: "Unlimited 50",
    monthlyFee: "29.99",
    bonuses: [
      bonus("1001", "data", "BONUS-DATA-50GB", 50 * GB),
      bonus("1001", "sms", "BONUS-SMS-500", 500),
      bonus("1001", "voice", "BONUS-VOICE-3000MIN", 3000 * 60),
    ],
    usage: {
      data: { perDay: 220, average: 6.5 * MB },
      sms: { perDay: 12, average: 1 },
      voice: { perDay: 40, average: 95 },
    },
    rates: standardRates,
    outOfBundleDebit: "RATING_PLAN",
  },
  {
    subscriptionId: "SUB-1002",
    seed: 1002,
    planCatalogId: "PLAN-PREPAID-SMART",
    planName: "Prepaid Smart",
    monthlyFee: "9.99",
    bonuses: [
      bonus("1002", "data", "BONUS-DATA-10GB", 10 * GB),
      bonus("1002", "sms", "BONUS-SMS-100", 100),
      bonus("1002", "voice", "BONUS-VOICE-500MIN", 500 * 60),
    ],
    usage: {
      data: { perDay: 15, average: 15 * MB },
      sms: { perDay: 5, average: 1 },
      voice: { perDay: 8, average: 125 },
    },
    rates: standardRates,
    outOfBundleDebit: "MAIN_BALANCE",
  },
  {
    subscriptionId: "SUB-1003",
    seed: 1003,
    planCatalogId: "PLAN-HOME-LINE",
    planName: "Home Line",
    monthlyFee: "35.09",
    // A landline: voice only, sharing its minutes with carol's mobile; no sms bonus at all.
    bonuses: [bonus("1003", "voice", "BONUS-VOICE-SHARED-2000MIN", 2000 * 60, CAROL_SHARED_VOICE)],
    usage: { voice: { perDay: 10, average: 190 } },
    rates: standardRates,
    outOfBundleDebit: "RATING_PLAN",
  },
  {
    subscriptionId: "SUB-1004",
    seed: 1004,
    planCatalogId: "PLAN-MOBILE-20",
    planName: "Mobile 20",
    monthlyFee: "19.99",
    bonuses: [
      bonus("1004", "data", "BONUS-DATA-20GB", 20 * GB),
      bonus("1004", "sms", "BONUS-SMS-200", 200),
      bonus("1004", "voice", "BONUS-VOICE-SHARED-2000MIN", 2000 * 60, CAROL_SHARED_VOICE),
    ],
    usage: {
      data: { perDay: 30, average: 25 * MB },
      sms: { perDay: 4, average: 1 },
      voice: { perDay: 6, average: 100 },
    },
    rates: standardRates,
    outOfBundleDebit: "RATING_PLAN",
  },
  {
    subscriptionId: "SUB-2001",
    seed: 2001,
    planCatalogId: "PLAN-ACME-BUSINESS",
    planName: "Acme Business",
    monthlyFee: "39.99",
    bonuses: [
      bonus("2001", "data", "BONUS-DATA-30GB", 30 * GB),
      bonus("2001", "sms", "BONUS-SMS-300", 300),
      bonus("2001", "voice", "BONUS-VOICE-2000MIN", 2000 * 60),
    ],
    usage: {
      data: { perDay: 40, average: 20 * MB },
      sms: { perDay: 5, average: 1 },
      voice: { perDay: 20, average: 120 },
    },
    rates: standardRates,
    outOfBundleDebit: "RATING_PLAN",
  },
];
