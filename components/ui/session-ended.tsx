"use client";

import { useEffect } from "react";
import { signOut } from "@/lib/auth/sign-out";
import { AlertFrame } from "./alert-frame";
import { useUiWords } from "./ui-words";

/**
 * The operator refused the token (401) although the portal session still looks valid. Sending the
 * person to /login as is would bounce straight back, so the session is cleared first; then sign-in
 * returns them to this very page.
 */
export function SessionEnded() {
  const words = useUiWords();
  useEffect(() => {
    const back = `${window.location.pathname}${window.location.search}`;
    void signOut().then(() => {
      window.location.assign(`/login?callbackUrl=${encodeURIComponent(back)}`);
    });
  }, []);
  return (
    <AlertFrame tone="warning" title={words.sessionEndedTitle}>
      {words.sessionEndedBody}
    </AlertFrame>
  );
}
