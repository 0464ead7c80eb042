"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert, Button, Field, Input, Select } from "@/components/ui";
import { type OpenCustomerState, openCustomerAction } from "@/lib/agent/open-customer";

/** Opens a customer by an exact id: the contract has no customer search. */
export function CustomerLookup() {
  const [state, action, isPending] = useActionState<OpenCustomerState, FormData>(openCustomerAction, {});
  const t = useTranslations("Agent");
  const kinds = [
    { value: "subscription", label: t("lookup.subscription") },
    { value: "account", label: t("lookup.account") },
  ];
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" aria-label={t("openCustomer")}>
      <Field id="lookup-kind" label={t("lookup.by")} className="w-full sm:w-52">
        {(control) => (
          <Select {...control} name="kind" defaultValue={state.kind ?? "subscription"} options={kinds} />
        )}
      </Field>
      <Field
        id="lookup-ref"
        label={t("lookup.id")}
        hint={t("lookup.hint")}
        error={state.fieldErrors?.ref}
        className="min-w-64 flex-1"
        isRequired
      >
        {(control) => <Input {...control} name="ref" defaultValue={state.ref ?? ""} autoComplete="off" />}
      </Field>
      <Button type="submit" isLoading={isPending} loadingText={t("lookup.opening")} className="mb-6">
        {t("lookup.open")}
      </Button>
      {state.message ? (
        <Alert tone="error" className="w-full">
          {state.message}
        </Alert>
      ) : null}
    </form>
  );
}
