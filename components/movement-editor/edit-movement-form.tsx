"use client";

import { versionOf } from "@/lib/agent/movement-version";
import type { AmountLocale } from "@/lib/amount-input";
import type { Movement } from "@/lib/operator/billing/schemas";
import { MovementForm } from "./movement-form";
import { valuesOf } from "./movement-values";

export function EditMovementForm({
  subscriptionId,
  movement,
  locale,
}: {
  subscriptionId: string;
  movement: Movement;
  locale: AmountLocale;
}) {
  return (
    <MovementForm
      subscriptionId={subscriptionId}
      movementId={movement.id}
      loaded={versionOf(movement)}
      initial={valuesOf(movement, locale)}
      locale={locale}
    />
  );
}
