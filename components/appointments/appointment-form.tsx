"use client";

import { type FormEvent, useEffect, useRef, useState } from "react";
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
  fillTemplate,
  SMS_BODY_MAX,
  SMS_SENDER_MAX,
  SMS_TEMPLATES,
} from "@/lib/appointments/form";
import { useActionForm } from "@/lib/forms/use-action-form";
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
  smsBody: "",
};
type Values = typeof INITIAL;
/** The number as it will be sent (E.164), once it can be read; numbers without + are read as Spanish. */
function phoneHint(typed: string): string {
  const read = typed.trim() ? readPhone(typed) : undefined;
  return read?.ok ? `Will be sent as ${read.e164}.` : "With + and the country code, or a Spanish number.";
}

const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Appointment state change -> InboundEvent; the event id is made once per form so a double submit is one event. */
export function AppointmentForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [eventId, setEventId] = useState("");
  const [values, setValues] = useState<Values>(INITIAL);
  const form = useActionForm(sendAppointmentNotification, { schema: appointmentNotificationInput });
  const { fieldErrors: errors, error: failure, data: accepted, isPending } = form;

  // After a submit, focus the first field the browser's check or the operator refused.
  const focusFirstError = useRef(false);
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (!first || !focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  // After hydration: a uuid made during render would differ between server and browser.
  useEffect(() => setEventId(crypto.randomUUID()), []);

  const set = (name: keyof Values | string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearFieldError(name);
  };

  const applyTemplate = () => {
    const template = SMS_TEMPLATES[values.status as AppointmentStatus] ?? SMS_TEMPLATES.reminded;
    set("smsBody", fillTemplate(template, values));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty offset means "not chosen": only a time that happens twice needs one.
    const offsets = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => key.endsWith("Offset") && value === ""),
    );
    const input = {
      ...values,
      ...Object.fromEntries(Object.keys(offsets).map((key) => [key, undefined])),
      eventId,
    };
    focusFirstError.current = true;
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
                  const problem = phoneProblem(values.phoneNumber);
                  if (problem) form.refuse({ ...errors, phoneNumber: problem });
                }
              : undefined
          }
        />
      )}
    </Field>
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <SectionCard
        title="Appointment"
        description="Times are Madrid time; fields marked * are required."
        bodyClassName="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {text("appointmentId", "Appointment id", { placeholder: "APT-2024-0001" })}
          <SelectField
            id="appt-category"
            label="Category"
            isRequired
            error={errors.category}
            name="category"
            value={values.category}
            options={toOptions(APPOINTMENT_CATEGORIES)}
            onValue={(value) => set("category", value)}
          />
          <SelectField
            id="appt-status"
            label="Status"
            isRequired
            error={errors.status}
            name="status"
            value={values.status}
            options={toOptions(APPOINTMENT_STATUSES)}
            onValue={(value) => set("status", value)}
          />
        </div>
        <DateTimeFields
          values={values}
          errors={errors}
          onChange={set}
          fields={[
            { name: "start", label: "Start", isRequired: true },
            { name: "end", label: "End", isRequired: true },
            {
              name: "formerStart",
              label: "Former start",
              isRequired: true,
              hint: "Before a change; the same as start when nothing moved.",
            },
            { name: "formerEnd", label: "Former end" },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {text("sender", "Sender", {
            maxLength: SMS_SENDER_MAX,
            hint: `Up to ${SMS_SENDER_MAX} characters.`,
          })}
          {text("phoneNumber", "Phone number", {
            placeholder: "+34 600 100 001 or 612 345 678",
            hint: phoneHint(values.phoneNumber),
          })}
        </div>
        <InputField
          id="appt-smsBody"
          label="SMS text"
          isRequired
          error={errors.smsBody}
          name="smsBody"
          rows={5}
          maxLength={SMS_BODY_MAX}
          value={values.smsBody}
          onValue={(value) => set("smsBody", value)}
        />
        <Button variant="secondary" size="sm" onClick={applyTemplate}>
          Fill text from the “{values.status}” template
        </Button>
      </SectionCard>

      <div className="space-y-4">
        <SectionCard title="Preview">
          <SmsPreview sender={values.sender} body={values.smsBody} />
        </SectionCard>
        {accepted ? (
          <Alert
            tone="success"
            title="Notification accepted"
            traceId={accepted.traceId}
            action={
              <Button variant="secondary" size="sm" onClick={sendAnother}>
                Send another notification
              </Button>
            }
          >
            The operator answered {accepted.status} Accepted: the SMS is queued. Event id{" "}
            <code className="font-mono break-all">{accepted.eventId}</code>.
          </Alert>
        ) : null}
        {failure ? <ActionErrorAlert error={failure} title="The notification was not sent" /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!eventId || Boolean(accepted)}
            isLoading={isPending}
            loadingText="Sending…"
          >
            Send notification
          </Button>
          <p className="text-xs text-gray-500">
            Event id{" "}
            <code className="font-mono" data-testid="event-id">
              {eventId || "…"}
            </code>
          </p>
        </div>
      </div>
    </form>
  );
}
