"use client";

import { MovementForm } from "./movement-form";
import { newMovementValues } from "./movement-values";

/** The create form; its date starts empty and is filled in the browser's zone after mount. */
export function NewMovementForm({ subscriptionId, formKey }: { subscriptionId: string; formKey: string }) {
  return (
    <MovementForm
      subscriptionId={subscriptionId}
      initial={{ ...newMovementValues(formKey, ""), movementDatetime: "" }}
    />
  );
}
