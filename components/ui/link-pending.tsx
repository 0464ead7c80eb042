"use client";

import { useLinkStatus } from "next/link";
import { useTranslations } from "next-intl";
import { Spinner } from "./spinner";

/**
 * Inside a Link: a spinner while the page it opens is on its way. A click that lands before the
 * link's prefetch has no placeholder to show, and would otherwise leave the old page without a sign.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  const t = useTranslations("Controls");
  // In the row's right padding (ListLinkRow keeps room for it): it appears without moving or covering
  // anything the row already shows.
  return pending ? (
    <span className="absolute top-1/2 right-2 -translate-y-1/2 text-brand-700">
      <Spinner size="sm" label={t("opening")} />
    </span>
  ) : null;
}
