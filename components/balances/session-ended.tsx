"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { signOut } from "@/lib/auth/sign-out";

/**
 * The operator refused the token (401) although the portal session still looks valid. Sending the
 * person to /login as is would bounce straight back, so the session is cleared first; then sign-in
 * returns them to this very page.
 */
export function SessionEnded() {
  const t = useTranslations("Feedback");
  useEffect(() => {
    const back = `${window.location.pathname}${window.location.search}`;
    void signOut().then(() => {
      window.location.assign(`/login?callbackUrl=${encodeURIComponent(back)}`);
    });
  }, []);
  return (
    <Alert tone="warning" title={t("sessionEndedTitle")}>
      {t("sessionEndedBody")}
    </Alert>
  );
}
