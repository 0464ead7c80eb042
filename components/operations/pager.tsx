"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";

const PAGE_SIZE = 50;

/** Previous/next over a long list; only one page of rows is ever in the DOM. */
export function Pager({
  page,
  total,
  onPage,
  label,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const t = useTranslations("Operations.pager");
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  const first = page * PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * PAGE_SIZE);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700"
    >
      <p>{t("rows", { first, last, total })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t("previous")}
        </Button>
        <span className="self-center text-xs text-gray-600">{t("page", { page: page + 1, pages })}</span>
        <Button variant="secondary" size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          {t("next")}
        </Button>
      </div>
    </nav>
  );
}

/** A list shown a page at a time under a filter ("all" keeps every item); another filter goes back to page one. */
export function useFilteredPages<T, F extends string>(
  items: readonly T[],
  initial: F,
  keep: (item: T, filter: F) => boolean,
) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(0);
  const rows = useMemo(
    () => (filter === "all" ? items : items.filter((item) => keep(item, filter))),
    [items, filter, keep],
  );
  const choose = (next: F) => {
    setFilter(next);
    setPage(0);
  };
  return {
    /** Props of the FilterTabs that choose the filter. */
    tabs: { value: filter, onChange: choose },
    page,
    setPage,
    rows,
    visible: rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
  };
}
