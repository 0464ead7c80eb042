import type { Route } from "next";
import Link from "next/link";
import { useTranslations } from "next-intl";
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
        {page.page > 1 ? (
          <Link
            className={buttonClasses("secondary", "sm")}
            href={hrefFor(page.page - 1)}
            rel="prev"
            scroll={false}
          >
            {t("previous")}
          </Link>
        ) : (
          <span
            className={buttonClasses("secondary", "sm", "pointer-events-none opacity-50")}
            aria-disabled="true"
          >
            {t("previous")}
          </span>
        )}
        {page.page < page.pageCount ? (
          <Link
            className={buttonClasses("secondary", "sm")}
            href={hrefFor(page.page + 1)}
            rel="next"
            scroll={false}
          >
            {t("next")}
          </Link>
        ) : (
          <span
            className={buttonClasses("secondary", "sm", "pointer-events-none opacity-50")}
            aria-disabled="true"
          >
            {t("next")}
          </span>
        )}
      </div>
    </nav>
  );
}
