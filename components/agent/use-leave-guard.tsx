"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/**
 * Asks before leaving a half-filled form: the browser's own prompt on reload/close (beforeunload)
 * and a confirm() on in-app links, which Next's router would otherwise follow silently.
 */
export function useLeaveGuard(isDirty: boolean) {
  const leave = useTranslations("Agent")("leave");
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        !(target instanceof HTMLAnchorElement) ||
        target.target === "_blank" ||
        target.hasAttribute("download")
      )
        return;
      // Links that keep the form (sign in again: the values are in sessionStorage) pass without asking.
      if (target.dataset.keepsForm === "true") return;
      const url = new URL(target.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(leave)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isDirty, leave]);
}

/** Cancel of a guarded form: asks first when something was typed, then forgets the draft and goes back. */
export function CancelFormButton({ isDirty, onLeave }: { isDirty: boolean; onLeave: () => void }) {
  const t = useTranslations("Agent");
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (isDirty && !window.confirm(t("leave"))) return;
        onLeave();
      }}
    >
      {t("cancel")}
    </Button>
  );
}
