"use client";

import type { AmountLocale } from "@/lib/amount-input";
import { MovementForm } from "./movement-form";
import { newMovementValues } from "./movement-values";

/** The create form; its date starts empty and is filled in the browser's zone after mount. */
export function NewMovementForm({
  subscriptionId,
  formKey,
  locale,
}: {
  subscriptionId: string;
  formKey: string;
  locale: AmountLocale;
}) {
  return (
    <MovementForm
      subscriptionId={subscriptionId}
      locale={locale}
      initial={{ ...newMovementValues(formKey, ""), movementDatetime: "" }}
    />
  );
}
