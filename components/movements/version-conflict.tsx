"use client";

import type { AmountLocale } from "@/lib/amount-input";
import { formatAmount } from "@/lib/amount-input";
import { formatDateTime } from "@/lib/dates";
import type { VersionDifference } from "@/lib/movements/version";

const TEXT = {
  caption: "What changed since you opened this movement",
  field: "Field",
  opened: "When you opened it",
  now: "Now",
} as const;

function show(field: string, value: string, locale: AmountLocale): string {
  if (field.startsWith("value_")) return formatAmount(value, locale);
  if (field.endsWith("_datetime")) return formatDateTime(value);
  return value;
}

/** Both versions of each field that changed, so the agent can redo their change on the current one. */
export function VersionConflict({
  differences,
  locale,
}: {
  differences: VersionDifference[];
  locale: AmountLocale;
}) {
  return (
    <table className="w-full text-left text-sm" aria-label={TEXT.caption}>
      <caption className="mb-1 text-left font-medium text-gray-800">{TEXT.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.field}</th>
          <th scope="col">{TEXT.opened}</th>
          <th scope="col">{TEXT.now}</th>
        </tr>
      </thead>
      <tbody>
        {differences.map((d) => (
          <tr key={d.field}>
            <th scope="row">{d.label}</th>
            <td>{show(d.field, d.opened, locale)}</td>
            <td>{show(d.field, d.now, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
