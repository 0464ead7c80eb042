"use client";

import { Alert, Button } from "@/components/ui";

/** Shown above a form that `usePersistedForm` filled from what the agent typed before (e.g. before signing in again). */
export function RestoredFormNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      tone="info"
      action={
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          Discard and start again
        </Button>
      }
    >
      We restored what you had typed in this form before.
    </Alert>
  );
}
