"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { signOut } from "@/lib/auth/sign-out";
import { signOutEverywhere } from "@/lib/auth/sign-out-everywhere";

export interface SignOutWords {
  signOut: string;
  signingOut: string;
  everywhere: string;
  everywhereTitle: string;
  everywhereDescription: string;
  everywhereConfirm: string;
  cancel: string;
}

/**
 * Ends this session (its server-side record and the upstream refresh token) and lands on the login
 * page; with `everywhere`, after a confirmation, every other session of this person too (other
 * browsers and devices).
 */
export function SignOutButton({
  everywhere = false,
  className,
  words,
}: {
  everywhere?: boolean;
  className?: string;
  words: SignOutWords;
}) {
  const [isPending, setIsPending] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  // Both buttons need the page's script: until it runs, a click would be lost, so they wait disabled.
  const [isReady, setIsReady] = useState(false);
  useEffect(() => setIsReady(true), []);

  async function end() {
    setIsPending(true);
    if (everywhere) await signOutEverywhere();
    await signOut();
    window.location.assign(everywhere ? "/login?signedOut=everywhere" : "/login");
  }

  return (
    <>
      <Button
        variant={everywhere ? "ghost" : "secondary"}
        size="sm"
        className={className}
        isLoading={isPending && !everywhere}
        disabled={!isReady}
        loadingText={words.signingOut}
        onClick={everywhere ? () => setIsAsking(true) : end}
      >
        {everywhere ? words.everywhere : words.signOut}
      </Button>
      {everywhere ? (
        <ConfirmDialog
          isOpen={isAsking}
          title={words.everywhereTitle}
          description={words.everywhereDescription}
          confirmLabel={words.everywhereConfirm}
          cancelLabel={words.cancel}
          isDestructive
          isPending={isPending}
          onConfirm={end}
          onCancel={() => setIsAsking(false)}
        />
      ) : null}
    </>
  );
}
