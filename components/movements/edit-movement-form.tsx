"use client";

import type { Movement } from "@/contract/billing";
import type { AmountLocale } from "@/lib/amount-input";
import { versionOf } from "@/lib/movements/version";
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
