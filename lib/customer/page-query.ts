import "server-only";
import type { FilterProblem, ParsedFilters, RawSearchParams } from "@/lib/url/search-params";
import { type CustomerContext, pickSubscription, requireCustomer } from "./access";

type PageParams = Record<string, string | string[] | undefined>;

export type CustomerPageQuery<P> = CustomerContext & {
  raw: PageParams;
  /** The line the page shows: the one in the URL if it is the customer's, else their first. */
  subscriptionId: string;
  parsed: { ok: true; params: P & { subscription: string } } | { ok: false; problem: FilterProblem };
};

/**
 * The start of a filtered customer page: signed-in customer, the URL's filters parsed, and the line
 * resolved. Someone else's line is "not found" before anything else is looked at, even when the
 * other filters are invalid.
 */
export async function resolveCustomerPageQuery<P extends { subscription?: string | undefined }>(
  searchParams: Promise<PageParams>,
  parse: (raw: RawSearchParams) => ParsedFilters<P>,
): Promise<CustomerPageQuery<P>> {
  const { user, auth } = await requireCustomer();
  const raw = await searchParams;
  const parsed = parse(raw);
  const subscriptionId = pickSubscription(user, parsed.ok ? parsed.params.subscription : parsed.subscription);
  return {
    user,
    auth,
    raw,
    subscriptionId,
    parsed: parsed.ok
      ? { ok: true, params: { ...parsed.params, subscription: subscriptionId } }
      : { ok: false, problem: parsed.problem },
  };
}
