import "server-only";
import { getTranslations } from "next-intl/server";
import { billingKind, usageTypesOf } from "@/lib/balances/billing-kind";
import { balancesOf } from "@/lib/balances/queries";
import { settle } from "@/lib/errors/problem";
import type { OperatorCaller } from "@/lib/operator/caller";
import { formatPhoneNumber } from "@/lib/phone-display";
import { USAGE_TYPES } from "@/lib/units";

/** The customer's lines for a picker: their ids at once, and their names (number and kind) when read. */
export interface LineChoices {
  ids: readonly string[];
  named: Promise<readonly { value: string; label: string }[]>;
}

/**
 * The customer's lines for the pickers: named by number and kind ("+34 910 00 00 04 · Landline") from
 * their balances, which the overview and the page read anyway (lib/operator/session-cache); a line
 * whose balances cannot be read keeps its id. Nothing is read when there is no choice to make.
 */
export function customerLines(auth: OperatorCaller, subscriptions: readonly string[]): LineChoices {
  if (subscriptions.length <= 1) return { ids: subscriptions, named: Promise.resolve([]) };
  const named = Promise.all([
    getTranslations("Overview"),
    ...subscriptions.map((id) => settle(balancesOf(auth, id))),
  ]).then(([t, ...lines]) =>
    lines.map((line, i) => {
      const id = subscriptions[i] ?? "";
      if (!line.ok) return { value: id, label: id };
      const kind = billingKind(line.data.billingType);
      return { value: id, label: `${formatPhoneNumber(line.data.msisdn)} · ${t(`kind.${kind}`)}` };
    }),
  );
  return { ids: subscriptions, named };
}

/** The kinds of usage a line can have, from its balances (a landline: calls); every kind when unread. */
export async function lineUsageTypes(auth: OperatorCaller, subscriptionId: string) {
  const balances = await settle(balancesOf(auth, subscriptionId));
  return balances.ok ? usageTypesOf(balances.data.billingType) : USAGE_TYPES;
}
