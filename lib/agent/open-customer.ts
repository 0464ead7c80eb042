"use server";

import { redirect } from "next/navigation";
import { traced } from "@/lib/telemetry/spans";
import { errorWords } from "../actions/error-words";
import { fieldErrorsOf } from "../actions/result";
import { guardAgent } from "./guard";
import { customerLookup } from "./lookup";

export interface OpenCustomerState {
  message?: string;
  fieldErrors?: Record<string, string>;
  ref?: string;
  kind?: string;
}

/** Opens a customer by subscription id or account id; the page it lands on checks that it exists. */
async function openCustomer(_prev: OpenCustomerState, formData: FormData): Promise<OpenCustomerState> {
  const guard = await guardAgent();
  if (!guard.ok) return { message: guard.error.message };
  const raw = { kind: formData.get("kind"), ref: formData.get("ref") };
  const parsed = customerLookup.safeParse(raw);
  if (!parsed.success)
    return {
      fieldErrors: fieldErrorsOf(parsed.error.issues, await errorWords()),
      ref: typeof raw.ref === "string" ? raw.ref : "",
      kind: typeof raw.kind === "string" ? raw.kind : "subscription",
    };
  const { kind, ref } = parsed.data;
  redirect(
    kind === "subscription"
      ? `/agent/subscriptions/${encodeURIComponent(ref)}`
      : `/agent/accounts/${encodeURIComponent(ref)}`,
  );
}

export const openCustomerAction = traced("openCustomer", openCustomer);
