import type { DecimalString } from "../money";
import type { UsageType } from "../units";

/** The CDR fields the aggregation reads (contract 2.3); the zod record of the API client fits it. */
export interface UsageRecord {
  id: string;
  originNumber: string;
  destinationNumber?: string;
  initialDate: string;
  usage: DecimalString;
  unit: string;
  costWithoutTaxes: DecimalString;
  taxPercentage: DecimalString;
  ratingCaseCategory?: string;
  debitCase?: string;
  debitCatalogId?: string;
  debitCustomerId?: string;
}

export interface UsageRecordsByType {
  data: UsageRecord[];
  sms: UsageRecord[];
  voice: UsageRecord[];
}

export type PerType<T> = Record<UsageType, T>;

export type Granularity = "hour" | "day" | "week";
