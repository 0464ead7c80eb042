"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { verifyCaller } from "@/lib/network/verify-caller";
import { type CallerVerification, type FieldOutcome, KYC_FIELDS } from "@/lib/network/verify-caller-input";
import { VERIFY_CALLER_ANCHOR } from "./verify-caller-anchor";

const ORDER = ["name", "givenName", "familyName", "birthdate", "idDocument", "address", "email"] as const;

function OutcomeBadge({ outcome }: { outcome: FieldOutcome }) {
  const t = useTranslations("Network.verify");
  if (outcome.result === "match") return <Badge tone="success">{t("match")}</Badge>;
  if (outcome.result === "noMatch")
    return (
      <Badge tone="danger">
        {outcome.score === undefined ? t("noMatch") : t("noMatchScore", { score: outcome.score })}
      </Badge>
    );
  return <Badge tone="neutral">{t("notAvailable")}</Badge>;
}

/** The age check's answer in words: "true", "false" or not available. */
function AgeResult({ threshold, result }: { threshold: number; result: string }) {
  const t = useTranslations("Network.verify");
  if (result === "true") return <>{t("ageAtLeast", { threshold })}</>;
  return <>{result === "false" ? t("ageYounger", { threshold }) : t("ageUnknown")}</>;
}

/** The verdict, what the operator compared, and what was missing when it does not verify. */
function Verdict({ result }: { result: CallerVerification }) {
  const t = useTranslations("Network.verify");
  const format = useFormatter();
  const names = result.checked.map((name) => t(`fields.${name}`));
  return (
    <Alert
      tone={result.isVerified ? "success" : "warning"}
      title={result.isVerified ? t("verified") : t("notVerified")}
    >
      <p>{names.length > 0 ? t("checked", { fields: format.list(names) }) : t("nothingChecked")}</p>
      {result.shortfall ? <p>{t(`shortfall.${result.shortfall}`)}</p> : null}
    </Alert>
  );
}

/** Agents and support, on a customer's page: per-field comparison and an optional age check. */
export function VerifyCallerForm({ subscriptionId }: { subscriptionId: string }) {
  const {
    submit: send,
    fieldErrors: errors,
    error: failure,
    data: result,
    isPending,
    formRef,
  } = useActionForm(verifyCaller);
  const t = useTranslations("Network.verify");
  const dates = useTranslations("Controls.dateTime");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(
      [...KYC_FIELDS, "ageThreshold"].map((key) => [key, form.get(key) ?? ""]),
    );
    send({ ...input, subscriptionId });
  }

  return (
    <SectionCard
      id={VERIFY_CALLER_ANCHOR}
      title={t("title")}
      description={t("description")}
      bodyClassName="space-y-4"
    >
      <form ref={formRef} onSubmit={submit} className="space-y-4" autoComplete="off" noValidate>
        <p className="text-sm text-gray-600">{t("requirement")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {ORDER.map((name) => (
            <Field
              key={name}
              id={`caller-${name}`}
              label={t(`fields.${name}`)}
              hint={name === "birthdate" ? t("birthdateHint") : undefined}
              error={errors[name]}
            >
              {(control) =>
                name === "birthdate" ? (
                  <Input
                    {...control}
                    name={name}
                    inputMode="numeric"
                    placeholder={dates("dayPattern")}
                    className="max-w-40 tabular-nums"
                  />
                ) : (
                  <Input {...control} name={name} type={name === "email" ? "email" : "text"} />
                )
              }
            </Field>
          ))}
          <Field id="caller-age" label={t("age")} hint={t("ageHint")} error={errors.ageThreshold}>
            {(control) => <Input {...control} name="ageThreshold" inputMode="numeric" className="max-w-28" />}
          </Field>
        </div>
        <Button type="submit" isLoading={isPending} loadingText={t("checking")}>
          {t("submit")}
        </Button>
      </form>
      {failure ? (
        <Alert tone="error" title={t("failed")} traceId={failure.traceId}>
          {errors._form ?? failure.message}
        </Alert>
      ) : null}
      {result ? (
        <div aria-live="polite" className="space-y-3">
          <Verdict result={result} />
          <ul className="divide-y divide-gray-100 text-sm">
            {ORDER.filter((name) => result.fields[name]).map((name) => (
              <li key={name} className="flex items-center justify-between gap-3 py-2">
                <span>{t(`fields.${name}`)}</span>
                <OutcomeBadge outcome={result.fields[name] as FieldOutcome} />
              </li>
            ))}
            {result.ageCheck ? (
              <li className="flex items-center justify-between gap-3 py-2">
                <span>{t("age")}</span>
                <span>
                  <AgeResult threshold={result.ageCheck.threshold} result={result.ageCheck.result} />
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </SectionCard>
  );
}
