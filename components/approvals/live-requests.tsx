"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Providers } from "@/components/providers/providers";
import { Button } from "@/components/ui";
import type { RequestsView } from "@/lib/approvals/freshness";

/** How often an open list asks whether it changed. */
const EVERY_MS = 15_000;

async function fetchVersion(view: RequestsView, filters: string): Promise<string> {
  const query = new URLSearchParams(filters);
  query.set("view", view);
  const response = await fetch(`/api/approvals/version?${query}`, { cache: "no-store" });
  if (!response.ok) throw Object.assign(new Error(`version ${response.status}`), { status: response.status });
  return ((await response.json()) as { version: string }).version;
}

interface LiveProps {
  view: RequestsView;
  /** The list's version as the page was rendered (lib/approvals/freshness.ts). */
  version: string;
  /** The page's filters, as search params, so the same list is compared. */
  filters?: string;
}

function Watch({ view, version, filters = "" }: LiveProps) {
  const t = useTranslations("Approvals.live");
  const router = useRouter();
  // The server's render is the first answer; later ones come while the page stays open.
  const { data } = useQuery({
    queryKey: ["approvals", view, filters, version],
    queryFn: () => fetchVersion(view, filters),
    initialData: version,
    staleTime: 0,
    refetchInterval: EVERY_MS,
    refetchOnWindowFocus: true,
  });
  const changed = data !== version;
  // A requester's list has nothing to type into: it follows by itself. A supervisor may be writing a
  // comment on a card: the queue says it changed and waits to be asked.
  useEffect(() => {
    if (changed && view === "mine") router.refresh();
  }, [changed, view, router]);
  if (!changed || view === "mine") return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-gray-900"
    >
      <span>{t("queueChanged")}</span>
      <Button type="button" variant="secondary" onClick={() => router.refresh()}>
        {t("showLatest")}
      </Button>
    </div>
  );
}

/** Keeps an approval list current while it is open: the supervisor's queue, a requester's own list. */
export function LiveRequests(props: LiveProps) {
  return (
    <Providers>
      <Watch {...props} />
    </Providers>
  );
}
