"use client";

import { useActionState } from "react";
import { Alert, Button, Field, Input, Select } from "@/components/ui";
import { type OpenCustomerState, openCustomerAction } from "@/lib/agent/open-customer";

const KINDS = [
  { value: "subscription", label: "Subscription id" },
  { value: "account", label: "Account id" },
];

/** Opens a customer by an exact id: the contract has no customer search. */
export function CustomerLookup() {
  const [state, action, isPending] = useActionState<OpenCustomerState, FormData>(openCustomerAction, {});
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" aria-label="Open a customer">
      <Field id="lookup-kind" label="Look up by" className="w-44">
        {(control) => (
          <Select {...control} name="kind" defaultValue={state.kind ?? "subscription"} options={KINDS} />
        )}
      </Field>
      <Field
        id="lookup-ref"
        label="Id"
        hint="For example SUB-1004 or ACC-1003"
        error={state.fieldErrors?.ref}
        className="min-w-64 flex-1"
        isRequired
      >
        {(control) => <Input {...control} name="ref" defaultValue={state.ref ?? ""} autoComplete="off" />}
      </Field>
      <Button type="submit" isLoading={isPending} loadingText="Opening…" className="mb-6">
        Open customer
      </Button>
      {state.message ? (
        <Alert tone="error" className="w-full">
          {state.message}
        </Alert>
      ) : null}
    </form>
  );
}
