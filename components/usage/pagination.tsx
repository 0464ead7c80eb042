import type { Route } from "next";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/** Previous / next links with "page x of y"; links, not buttons, so each page has its own URL. */
export function Pagination({
  page,
  hrefFor,
  total,
}: {
  page: { page: number; pageCount: number; total: number };
  hrefFor: (page: number) => Route;
  /** The total in words, e.g. "42 movements" (a plural from the page's catalogue). */
  total: string;
}) {
  const t = useTranslations("Common.pagination");
  if (page.pageCount <= 1) return <p className="text-sm text-gray-600">{total}</p>;
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-gray-600">{t("page", { page: page.page, pages: page.pageCount, total })}</p>
      <div className="flex gap-2">
        <PageStep target={page.page - 1} isPossible={page.page > 1} rel="prev" hrefFor={hrefFor}>
          {t("previous")}
        </PageStep>
        <PageStep target={page.page + 1} isPossible={page.page < page.pageCount} rel="next" hrefFor={hrefFor}>
          {t("next")}
        </PageStep>
      </div>
    </nav>
  );
}

/** Previous or next: a link while there is such a page, a dimmed label at either end. */
function PageStep({
  target,
  isPossible,
  rel,
  hrefFor,
  children,
}: {
  target: number;
  isPossible: boolean;
  rel: "prev" | "next";
  hrefFor: (page: number) => Route;
  children: ReactNode;
}) {
  if (!isPossible)
    return (
      <span
        className={buttonClasses("secondary", "sm", "pointer-events-none opacity-50")}
        aria-disabled="true"
      >
        {children}
      </span>
    );
  return (
    <Link className={buttonClasses("secondary", "sm")} href={hrefFor(target)} rel={rel} scroll={false}>
      {children}
    </Link>
  );
}
