"use client";

import type { Movement } from "@/lib/operator/billing/schemas";
import { MovementForm } from "./movement-form";
import { valuesOf } from "./movement-values";

export function EditMovementForm({
  subscriptionId,
  movement,
}: {
  subscriptionId: string;
  movement: Movement;
}) {
  return (
    <MovementForm subscriptionId={subscriptionId} movementId={movement.id} initial={valuesOf(movement)} />
  );
}
