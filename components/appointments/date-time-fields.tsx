"use client";

import { Field, Input } from "@/components/ui/field";

export interface DateTimeFieldSpec {
  name: string;
  label: string;
  isRequired?: boolean;
  hint?: string;
}

/** A grid of datetime-local inputs (wall time in Madrid). */
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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => (
        <Field
          key={f.name}
          id={`appt-${f.name}`}
          label={f.label}
          isRequired={f.isRequired}
          hint={f.hint}
          error={errors[f.name]}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              name={f.name}
              value={values[f.name] ?? ""}
              onChange={(e) => onChange(f.name, e.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
