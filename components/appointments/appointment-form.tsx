"use client";

import type { CountryCode } from "libphonenumber-js";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { ActionErrorAlert } from "@/components/ui/action-error-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/card";
import { Field, Input, InputField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { sendAppointmentNotification } from "@/lib/appointments/actions";
import {
  APPOINTMENT_CATEGORIES,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  appointmentNotificationInput,
  SMS_BODY_MAX,
  SMS_SENDER_MAX,
  type SmsWords,
} from "@/lib/appointments/form";
import {
  changedSinceFilled,
  EMPTY_DRAFT,
  editText,
  type SmsDraft,
  smsTextOf,
  type TemplateField,
} from "@/lib/appointments/sms-draft";
import { useActionForm } from "@/lib/forms/use-action-form";
import { wordError } from "@/lib/i18n/error-message";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { phoneProblem, readPhone } from "@/lib/phone";
import { DateTimeFields } from "./date-time-fields";
import { SmsPreview } from "./sms-preview";

const INITIAL = {
  appointmentId: "",
  category: "installation",
  status: "reminded",
  start: "",
  end: "",
  formerStart: "",
  formerEnd: "",
  startOffset: "",
  endOffset: "",
  formerStartOffset: "",
  formerEndOffset: "",
  sender: "DemoTel",
  phoneNumber: "",
};
type Values = typeof INITIAL;
const FIELD_LABELS = {
  status: "status",
  category: "category",
  start: "start",
  end: "end",
  formerStart: "formerStart",
  smsLocale: "smsLanguage",
} as const satisfies Record<TemplateField, string>;
/** The number as it will be sent (E.164), once it can be read; numbers without + are read in the org's country. */
function sentAs(typed: string, country: CountryCode): string | undefined {
  const read = typed.trim() ? readPhone(typed, country) : undefined;
  return read?.ok ? read.e164 : undefined;
}

/** Appointment state change -> InboundEvent; the event id is made once per form so a double submit is one event. */
export function AppointmentForm({
  smsWords,
  country,
}: {
  smsWords: Record<Locale, SmsWords>;
  /** Where a number typed without its country code is read (the org's setting). */
  country: CountryCode;
}) {
  const t = useTranslations("Appointments");
  const pageLocale = useLocale();
  const [smsLocale, setSmsLocale] = useState<Locale>(isLocale(pageLocale) ? pageLocale : "en");
  const errorWords = useTranslations("Errors");
  const [eventId, setEventId] = useState("");
  const [values, setValues] = useState<Values>(INITIAL);
  const [draft, setDraft] = useState<SmsDraft>(EMPTY_DRAFT);
  const templateFields = { ...values, smsLocale };
  const smsText = smsTextOf(draft, templateFields, smsWords);
  const changedFields = changedSinceFilled(draft, templateFields);
  const form = useActionForm(sendAppointmentNotification, { schema: appointmentNotificationInput });
  const { fieldErrors: errors, error: failure, data: accepted, isPending } = form;

  // After hydration: a uuid made during render would differ between server and browser.
  useEffect(() => setEventId(crypto.randomUUID()), []);

  const set = (name: keyof Values | string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearFieldError(name);
  };

  /** A required field of the event, named, valued and refused under its own name. */
  const required = (name: keyof Values) => ({
    id: `appt-${name}`,
    name,
    isRequired: true,
    error: errors[name],
    value: values[name],
    onValue: (value: string) => set(name, value),
  });

  const applyTemplate = () => {
    setDraft({ kind: "template" });
    form.clearFieldError("smsBody");
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty offset means "not chosen": only a time that happens twice needs one.
    const offsets = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => key.endsWith("Offset") && value === ""),
    );
    const input = {
      ...values,
      smsBody: smsText,
      // Sent as the E.164 the form showed, read in the org's country; what does not read goes as typed and is refused.
      phoneNumber: sentAs(values.phoneNumber, country) ?? values.phoneNumber,
      ...Object.fromEntries(Object.keys(offsets).map((key) => [key, undefined])),
      eventId,
    };
    form.submit(input);
  }

  function sendAnother() {
    form.reset();
    setEventId(crypto.randomUUID());
  }

  const text = (
    name: keyof Values,
    label: string,
    extra: { hint?: string; maxLength?: number; placeholder?: string } = {},
  ) => (
    <Field id={`appt-${name}`} label={label} isRequired hint={extra.hint} error={errors[name]}>
      {(control) => (
        <Input
          {...control}
          name={name}
          value={values[name]}
          maxLength={extra.maxLength}
          placeholder={extra.placeholder}
          onChange={(e) => set(name, e.target.value)}
          onBlur={
            name === "phoneNumber" && values.phoneNumber
              ? () => {
                  const problem = phoneProblem(values.phoneNumber, country);
                  if (problem)
                    form.refuse({ ...errors, phoneNumber: wordError(errorWords, problem) }, { focus: false });
                }
              : undefined
          }
        />
      )}
    </Field>
  );

  const phoneE164 = sentAs(values.phoneNumber, country);
  const statusLabel = (APPOINTMENT_STATUSES as readonly string[]).includes(values.status)
    ? t(`statusOptions.${values.status as AppointmentStatus}`)
    : values.status;

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <SectionCard
        title={t("form.section")}
        description={t("form.sectionDescription")}
        bodyClassName="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {text("appointmentId", t("form.appointmentId"), { placeholder: "APT-2024-0001" })}
          <SelectField
            {...required("category")}
            label={t("form.category")}
            options={APPOINTMENT_CATEGORIES.map((value) => ({ value, label: t(`categoryOptions.${value}`) }))}
          />
          <SelectField
            {...required("status")}
            label={t("form.status")}
            options={APPOINTMENT_STATUSES.map((value) => ({ value, label: t(`statusOptions.${value}`) }))}
          />
        </div>
        <DateTimeFields
          values={values}
          errors={errors}
          onChange={set}
          fields={[
            { name: "start", label: t("form.start"), isRequired: true },
            { name: "end", label: t("form.end"), isRequired: true },
            {
              name: "formerStart",
              label: t("form.formerStart"),
              isRequired: values.status === "rescheduled",
              hint: t("form.formerStartHint"),
            },
            { name: "formerEnd", label: t("form.formerEnd") },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {text("sender", t("form.sender"), {
            maxLength: SMS_SENDER_MAX,
            hint: t("form.senderHint", { max: SMS_SENDER_MAX }),
          })}
          {text("phoneNumber", t("form.phoneNumber"), {
            placeholder: t("form.phonePlaceholder"),
            hint: phoneE164 ? t("form.phoneWillSend", { msisdn: phoneE164 }) : t("form.phoneHint"),
          })}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="appt-smsLanguage"
            label={t("form.smsLanguage")}
            value={smsLocale}
            options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
            onValue={(value) => isLocale(value) && setSmsLocale(value)}
          />
          <Button variant="secondary" size="sm" onClick={applyTemplate}>
            {t("form.fillTemplate", { value: statusLabel })}
          </Button>
        </div>
        <InputField
          id="appt-smsBody"
          name="smsBody"
          isRequired
          error={errors.smsBody}
          value={smsText}
          onValue={(text) => {
            setDraft(editText(draft, templateFields, text));
            form.clearFieldError("smsBody");
          }}
          label={t("form.smsText")}
          hint={draft.kind === "template" ? t("form.smsFollowsFields") : undefined}
          rows={5}
          maxLength={SMS_BODY_MAX}
        />
        {changedFields.length > 0 ? (
          <Alert
            tone="warning"
            title={t("form.smsOutdated")}
            action={
              <Button variant="secondary" size="sm" onClick={applyTemplate}>
                {t("form.smsRefill")}
              </Button>
            }
          >
            {t("form.smsOutdatedBody", {
              fields: changedFields.map((name) => t(`form.${FIELD_LABELS[name]}`)).join(", "),
            })}
          </Alert>
        ) : null}
      </SectionCard>

      <div className="space-y-4">
        <SectionCard title={t("form.preview")}>
          <SmsPreview sender={values.sender} body={smsText} />
        </SectionCard>
        {accepted ? (
          <Alert
            tone="success"
            title={t("form.accepted")}
            traceId={accepted.traceId}
            action={
              <Button variant="secondary" size="sm" onClick={sendAnother}>
                {t("form.sendAnother")}
              </Button>
            }
          >
            {t.rich("form.acceptedBody", {
              number: accepted.status,
              id: accepted.eventId,
              code: (chunks) => <code className="font-mono break-all">{chunks}</code>,
            })}
          </Alert>
        ) : null}
        {failure ? <ActionErrorAlert error={failure} title={t("form.failed")} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!eventId || Boolean(accepted)}
            isLoading={isPending}
            loadingText={t("form.sending")}
          >
            {t("form.send")}
          </Button>
          <p className="text-xs text-gray-500">
            {t("form.eventId")}{" "}
            <code className="font-mono" data-testid="event-id">
              {eventId || "…"}
            </code>
          </p>
        </div>
      </div>
    </form>
  );
}
