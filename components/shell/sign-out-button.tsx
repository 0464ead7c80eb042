"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Clears the session cookie (the token contract has no revocation endpoint) and lands on the login page. */
export function SignOutButton({ className }: { className?: string }) {
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      isLoading={isPending}
      loadingText="Signing out…"
      onClick={async () => {
        setIsPending(true);
        await signOut({ redirect: false });
        window.location.assign("/login");
      }}
    >
      Sign out
    </Button>
  );
}
