"use client";

import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { verifyCaller } from "@/lib/network/verify-caller";
import { type FieldOutcome, KYC_FIELDS } from "@/lib/network/verify-caller-input";

const TEXT = {
  title: "Verify the caller",
  description: "Type what the caller tells you; it is compared with the operator's records and not kept.",
  submit: "Check",
  checking: "Checking…",
  age: "Age at least",
  ageHint: "Optional: years",
  failed: "The caller could not be checked",
  verified: "Caller verified: everything given matches.",
  notVerified: "Not verified: something the caller gave does not match, or nothing could be compared.",
  match: "Match",
  noMatch: (score?: number) => (score === undefined ? "No match" : `No match (similarity ${score}%)`),
  notAvailable: "Not available",
  ageResult: (threshold: number, result: string) =>
    result === "true"
      ? `At least ${threshold} years old`
      : result === "false"
        ? `Younger than ${threshold}`
        : "Age not available",
  fields: {
    name: "Full name",
    givenName: "Given name",
    familyName: "Family name",
    birthdate: "Birthdate (YYYY-MM-DD)",
    idDocument: "ID document",
    address: "Address",
    email: "Email",
  },
} as const;

const ORDER = ["name", "givenName", "familyName", "birthdate", "idDocument", "address", "email"] as const;

function OutcomeBadge({ outcome }: { outcome: FieldOutcome }) {
  if (outcome.result === "match") return <Badge tone="success">{TEXT.match}</Badge>;
  if (outcome.result === "noMatch") return <Badge tone="danger">{TEXT.noMatch(outcome.score)}</Badge>;
  return <Badge tone="neutral">{TEXT.notAvailable}</Badge>;
}

/** Agents and support, on a customer's page: per-field comparison and an optional age check. */
export function VerifyCallerForm({ subscriptionId }: { subscriptionId: string }) {
  const {
    submit: send,
    fieldErrors: errors,
    error: failure,
    data: result,
    isPending,
  } = useActionForm(verifyCaller);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(
      [...KYC_FIELDS, "ageThreshold"].map((key) => [key, form.get(key) ?? ""]),
    );
    send({ ...input, subscriptionId });
  }

  return (
    <SectionCard title={TEXT.title} description={TEXT.description} bodyClassName="space-y-4">
      <form onSubmit={submit} className="space-y-4" autoComplete="off" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {ORDER.map((name) => (
            <Field key={name} id={`caller-${name}`} label={TEXT.fields[name]} error={errors[name]}>
              {(control) => <Input {...control} name={name} type={name === "email" ? "email" : "text"} />}
            </Field>
          ))}
          <Field id="caller-age" label={TEXT.age} hint={TEXT.ageHint} error={errors.ageThreshold}>
            {(control) => <Input {...control} name="ageThreshold" inputMode="numeric" className="max-w-28" />}
          </Field>
        </div>
        <Button type="submit" isLoading={isPending} loadingText={TEXT.checking}>
          {TEXT.submit}
        </Button>
      </form>
      {failure ? (
        <Alert tone="error" title={TEXT.failed} traceId={failure.traceId}>
          {errors._form ?? failure.message}
        </Alert>
      ) : null}
      {result ? (
        <div aria-live="polite" className="space-y-3">
          <Alert
            tone={result.isVerified ? "success" : "warning"}
            title={result.isVerified ? TEXT.verified : TEXT.notVerified}
          />
          <ul className="divide-y divide-gray-100 text-sm">
            {ORDER.filter((name) => result.fields[name]).map((name) => (
              <li key={name} className="flex items-center justify-between gap-3 py-2">
                <span>{TEXT.fields[name]}</span>
                <OutcomeBadge outcome={result.fields[name] as FieldOutcome} />
              </li>
            ))}
            {result.ageCheck ? (
              <li className="flex items-center justify-between gap-3 py-2">
                <span>{TEXT.age}</span>
                <span>{TEXT.ageResult(result.ageCheck.threshold, result.ageCheck.result)}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </SectionCard>
  );
}
