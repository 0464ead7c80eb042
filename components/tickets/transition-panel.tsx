"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useAmountLocale } from "@/components/movements/use-amount-locale";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { TicketingProvider, TicketStatus, TicketTransition } from "@/contract/ticketing";
import { useActionForm } from "@/lib/forms/use-action-form";
import { applyTicketTransition } from "@/lib/tickets/actions";
import {
  emptyFieldValues,
  type RawFieldValue,
  validateTransitionFields,
} from "@/lib/tickets/transition-fields";
import { CustomFieldControl } from "./custom-field-control";

interface TransitionPanelProps {
  provider: TicketingProvider;
  ticketId: string;
  status: TicketStatus;
  transitions: TicketTransition[];
}

/** Pick a transition, fill the fields its metadata declares, apply it; the page refreshes on success. */
export function TransitionPanel({ provider, ticketId, status, transitions }: TransitionPanelProps) {
  const t = useTranslations("Tickets");
  const errors = useTranslations("Errors");
  const router = useRouter();
  const [selectedId, setSelectedId] = useState<number>();
  const [values, setValues] = useState<Record<string, RawFieldValue>>({});
  const form = useActionForm(applyTicketTransition, {
    onSuccess: () => {
      setSelectedId(undefined);
      router.refresh();
    },
  });
  const { fieldErrors, error: failure, data: applied, isPending } = form;
  const locale = useAmountLocale();
  const selected = transitions.find((transition) => transition.transitionId === selectedId);

  function choose(transition: TicketTransition) {
    setSelectedId(transition.transitionId);
    setValues(emptyFieldValues(transition.fields));
    form.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) return;
    const checked = validateTransitionFields(selected, values, errors, locale);
    if (!checked.ok) {
      form.refuse(checked.fieldErrors);
      return;
    }
    form.submit({ provider, ticketId, transitionId: selected.transitionId, values });
  }

  const errorOf = (name: string) =>
    Object.entries(fieldErrors)
      .filter(([key]) => key === name || key.startsWith(`${name}.`))
      .map(([, message]) => message)
      .join(" ") || undefined;

  return (
    <SectionCard
      title={t("transition.title")}
      description={t("transition.description", { name: t(`status.${status}`) })}
      bodyClassName="space-y-4"
    >
      {applied ? (
        <Alert
          tone="success"
          title={t("transition.applied", { name: applied.transitionName })}
          traceId={applied.traceId}
        >
          {t.rich("transition.nowStatus", {
            value: t(`status.${applied.status}`),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </Alert>
      ) : null}
      {transitions.length === 0 ? (
        <EmptyState
          title={t("transition.noneTitle")}
          description={t("transition.noneDescription", { name: t(`status.${status}`) })}
        />
      ) : (
        <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-5">
          <fieldset>
            <legend className="text-sm font-medium text-gray-800">{t("transition.legend")}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {transitions.map((transition) => (
                <label
                  key={transition.transitionId}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="transition"
                    className="mt-0.5 size-4 accent-brand-600"
                    checked={selectedId === transition.transitionId}
                    onChange={() => choose(transition)}
                  />
                  <span>
                    <span className="block font-medium text-gray-900">{transition.name}</span>
                    <span className="block text-xs text-gray-600">
                      → {t(`status.${transition.toStatus}`)} ·{" "}
                      {t("transition.fields", { count: transition.fields.length })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {selected ? (
            <div className="space-y-4 border-t border-gray-100 pt-4">
              {selected.fields.some((f) => f.required) ? (
                <p className="text-xs text-gray-600">
                  {t.rich("transition.requiredNote", {
                    required: (chunks) => <span className="text-red-600">{chunks}</span>,
                  })}
                </p>
              ) : null}
              {selected.fields.map((field) => (
                <CustomFieldControl
                  key={field.name}
                  field={field}
                  idPrefix="transition"
                  value={values[field.name]}
                  error={errorOf(field.name)}
                  onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                />
              ))}
            </div>
          ) : null}

          {failure ? <ActionErrorAlert error={failure} title={t("transition.failed")} /> : null}

          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              disabled={!selected}
              isLoading={isPending}
              loadingText={t("transition.applying")}
            >
              {selected ? t("transition.apply", { name: selected.name }) : t("transition.choose")}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
