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
  return pending ? <Spinner className="text-brand-600" label={t("opening")} /> : null;
}
