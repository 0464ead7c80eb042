import { z } from "zod";
import type { Movement } from "@/contract/billing";

/** The fields of a movement an edit can change: what the form loaded, compared before any PUT. */
export const movementVersion = z.object({
  type: z.string(),
  movement_datetime: z.string(),
  period_start_datetime: z.string(),
  period_end_datetime: z.string(),
  value_with_taxes: z.string(),
  value_without_taxes: z.string(),
  tax_type: z.string(),
  tax_percentage: z.string(),
  billable: z.boolean(),
  transaction_type_id: z.string(),
  external_invoice_id: z.string(),
  description: z.string(),
});
export type MovementVersion = z.infer<typeof movementVersion>;

export function versionOf(m: Movement): MovementVersion {
  return {
    type: m.type,
    movement_datetime: m.movement_datetime,
    period_start_datetime: m.period_start_datetime,
    period_end_datetime: m.period_end_datetime,
    value_with_taxes: m.amount.value_with_taxes,
    value_without_taxes: m.amount.value_without_taxes,
    tax_type: m.amount.tax.type,
    tax_percentage: m.amount.tax.percentage,
    billable: m.billable,
    transaction_type_id: m.transaction_type_id,
    external_invoice_id: m.external_invoice_id,
    description: m.description,
  };
}

const LABELS: Record<keyof MovementVersion, string> = {
  type: "Type",
  movement_datetime: "Date and time",
  period_start_datetime: "Period start",
  period_end_datetime: "Period end",
  value_with_taxes: "Amount with taxes",
  value_without_taxes: "Amount without taxes",
  tax_type: "Tax type",
  tax_percentage: "Tax %",
  billable: "Billable",
  transaction_type_id: "Transaction type",
  external_invoice_id: "External invoice id",
  description: "Description",
};

export interface VersionDifference {
  field: string;
  label: string;
  opened: string;
  now: string;
}

/** Fields whose value differs between the version the form opened and the operator's current one. */
export function differences(opened: MovementVersion, now: MovementVersion): VersionDifference[] {
  return (Object.keys(LABELS) as (keyof MovementVersion)[])
    .filter((field) => !sameValue(field, opened[field], now[field]))
    .map((field) => ({
      field,
      label: LABELS[field],
      opened: String(opened[field]),
      now: String(now[field]),
    }));
}

function sameValue(field: keyof MovementVersion, a: unknown, b: unknown): boolean {
  if (field.endsWith("_datetime")) return Date.parse(String(a)) === Date.parse(String(b));
  return a === b;
}
