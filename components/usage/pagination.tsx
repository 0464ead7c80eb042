import type { Route } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** Previous / next links with "page x of y"; links, not buttons, so each page has its own URL. */
export function Pagination({
  page,
  hrefFor,
  noun,
}: {
  page: { page: number; pageCount: number; total: number };
  hrefFor: (page: number) => Route;
  noun: string;
}) {
  if (page.pageCount <= 1) return <p className="text-sm text-gray-600">{`${page.total} ${noun}`}</p>;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-gray-600">
        Page {page.page} of {page.pageCount} · {page.total} {noun}
      </p>
      <div className="flex gap-2">
        {page.page > 1 ? (
          <Link
            className={buttonClasses("secondary", "sm")}
            href={hrefFor(page.page - 1)}
            rel="prev"
            scroll={false}
          >
            Previous
          </Link>
        ) : (
          <span
            className={buttonClasses("secondary", "sm", "pointer-events-none opacity-50")}
            aria-disabled="true"
          >
            Previous
          </span>
        )}
        {page.page < page.pageCount ? (
          <Link
            className={buttonClasses("secondary", "sm")}
            href={hrefFor(page.page + 1)}
            rel="next"
            scroll={false}
          >
            Next
          </Link>
        ) : (
          <span
            className={buttonClasses("secondary", "sm", "pointer-events-none opacity-50")}
            aria-disabled="true"
          >
            Next
          </span>
        )}
      </div>
    </nav>
  );
}
