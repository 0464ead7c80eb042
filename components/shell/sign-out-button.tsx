"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { signOutEverywhere } from "@/lib/auth/sign-out-everywhere";

/** Ends this session (its server-side record and the upstream refresh token) and lands on the login page. */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations("SignOut");
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      isLoading={isPending}
      loadingText={t("signingOut")}
      onClick={async () => {
        setIsPending(true);
        await signOut({ redirect: false });
        window.location.assign("/login");
      }}
    >
      {t("signOut")}
    </Button>
  );
}

/** Ends every session of this person (other browsers and devices too), then this one. */
export function SignOutEverywhereButton({ className }: { className?: string }) {
  const t = useTranslations("SignOut");
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      isLoading={isPending}
      loadingText={t("signingOut")}
      onClick={async () => {
        setIsPending(true);
        await signOutEverywhere();
        await signOut({ redirect: false });
        window.location.assign("/login?signedOut=everywhere");
      }}
    >
      {t("everywhere")}
    </Button>
  );
}
