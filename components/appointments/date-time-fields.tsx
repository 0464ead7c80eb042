"use client";

import { useTranslations } from "next-intl";
import { DayTimeInput } from "@/components/ui/day-time-input";
import { Field } from "@/components/ui/field";
import { readWallTime } from "@/lib/appointments/wall-time";

export interface DateTimeFieldSpec {
  name: string;
  label: string;
  isRequired?: boolean;
  hint?: string;
}

/** A grid of day-and-time inputs (wall time in Madrid); around a DST change it asks or warns. */
export function DateTimeFields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly DateTimeFieldSpec[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (name: string, value: string) => void;
}) {
  const t = useTranslations("Appointments.dst");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => {
        const value = values[f.name] ?? "";
        const wall = value ? readWallTime(value) : undefined;
        const time = value.slice(11, 16);
        const offsetName = `${f.name}Offset`;
        return (
          <div key={f.name} className="space-y-2">
            <Field
              id={`appt-${f.name}`}
              label={f.label}
              isRequired={f.isRequired}
              hint={wall?.kind === "missing" ? t("missing", { value: time }) : f.hint}
              error={errors[f.name]}
            >
              {(control) => (
                <DayTimeInput
                  {...control}
                  name={f.name}
                  value={value}
                  onValue={(next) => {
                    onChange(f.name, next);
                    onChange(offsetName, "");
                  }}
                  label={f.label}
                />
              )}
            </Field>
            {wall?.kind === "ambiguous" ? (
              <fieldset className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">
                <legend className="px-1 text-amber-900">{t("twice", { value: time })}</legend>
                {(
                  [
                    ["+02:00", t("earlier")],
                    ["+01:00", t("later")],
                  ] as const
                ).map(([offset, label]) => (
                  <label key={offset} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={offsetName}
                      value={offset}
                      checked={values[offsetName] === offset}
                      onChange={() => onChange(offsetName, offset)}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
