"use client";

import { useTranslations } from "next-intl";
import { describedByOf, Field, FieldNotes, Input, Textarea } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { TicketField } from "@/contract/ticketing";
import { fieldHint, type RawFieldValue } from "@/lib/tickets/transition-fields";
import { workflowWords } from "@/lib/tickets/workflow-words";

interface CustomFieldControlProps {
  field: TicketField;
  idPrefix: string;
  value: RawFieldValue | undefined;
  error?: string;
  onChange: (value: RawFieldValue) => void;
}

/** One control per metadata field type: text, number, date, single choice (select), multi choice (checkboxes). */
export function CustomFieldControl({ field, idPrefix, value, error, onChange }: CustomFieldControlProps) {
  const t = useTranslations("Tickets.field");
  const hints = useTranslations("Tickets.fieldHint");
  const { choice } = workflowWords(useTranslations("Tickets.workflow"));
  const id = `${idPrefix}-${field.name}`;
  const hint = fieldHint(field, hints);
  const text = typeof value === "string" ? value : "";

  if (field.type === "multi_choice") {
    const selected = Array.isArray(value) ? value : [];
    return (
      <fieldset
        id={id}
        aria-describedby={describedByOf(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className="space-y-1.5"
      >
        <legend className="text-sm font-medium text-gray-800">
          {field.label}
          {field.required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          ) : null}
          {field.required ? <span className="sr-only"> {t("required")}</span> : null}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(field.allowedValues ?? []).map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className="size-4 rounded border-gray-300 accent-brand-600"
                checked={selected.includes(option)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...selected, option] : selected.filter((v) => v !== option))
                }
              />
              {choice(option)}
            </label>
          ))}
        </div>
        <FieldNotes id={id} hint={hint} error={error} />
      </fieldset>
    );
  }

  return (
    <Field id={id} label={field.label} hint={hint} error={error} isRequired={field.required}>
      {(control) => {
        const common = { ...control, name: field.name, value: text };
        switch (field.type) {
          case "number":
            return (
              // Text, not type=number: the browser would drop the comma of "2,5" and send 25.
              <Input {...common} type="text" inputMode="decimal" onChange={(e) => onChange(e.target.value)} />
            );
          case "date":
            return <Input {...common} type="date" onChange={(e) => onChange(e.target.value)} />;
          case "single_choice":
            return (
              <Select
                {...common}
                placeholder={t("choose")}
                options={(field.allowedValues ?? []).map((v) => ({ value: v, label: choice(v) }))}
                onChange={(e) => onChange(e.target.value)}
              />
            );
          default:
            return (field.maxLength ?? 2000) > 120 ? (
              <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
            ) : (
              <Input {...common} maxLength={field.maxLength} onChange={(e) => onChange(e.target.value)} />
            );
        }
      }}
    </Field>
  );
}
