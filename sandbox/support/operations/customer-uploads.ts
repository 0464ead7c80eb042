import { oneTimePriceOf } from "../../../contract/catalog";
import { CUSTOMER_OPERATIONS, type CustomerRefusalCode } from "../../../contract/self-service";
import type { Principal } from "../../http/env";
import { ApiError } from "../../http/errors";
import { addOnOf, planNamed } from "../../seed/catalog";
import type { ParsedRow } from "./csv";
import type { CatalogFacts } from "./rules";

const refuse = (code: CustomerRefusalCode, message: string) => new ApiError(403, code, message);

/**
 * What a customer-type token may upload (docs/self-service.md): one row, one of the customer
 * operations, on one of their own lines, naming only offerings the catalogue marks self-service.
 * Returns what the catalogue says of the row (a purchase's price, a new plan's payment type); throws
 * 403 otherwise (nothing is run).
 */
export function authorizeCustomerUpload(principal: Principal, rows: ParsedRow[]): Map<number, CatalogFacts> {
  const [only] = rows;
  if (!only || rows.length !== 1)
    throw refuse("operationNotAllowedForCustomer", "A customer sends one operation (one row) at a time.");
  const { row, data } = only;
  if (!CUSTOMER_OPERATIONS.includes(data.operation))
    throw refuse("operationNotAllowedForCustomer", `A customer may not run ${data.operation}.`);
  if (!principal.subscriptions.includes(data.subscription_id))
    throw refuse("subscriptionNotOwned", `Subscription ${data.subscription_id} is not one of yours.`);
  const facts = new Map<number, CatalogFacts>();
  if (data.operation === "CHANGE_PLAN") {
    const plan = planNamed(principal.org, data.plan);
    if (!plan?.isSelfService)
      throw refuse("offeringNotSelfService", `The plan ${data.plan} cannot be chosen in self-service.`);
    facts.set(row, { toPrepaid: plan.paymentType === "prepaid" });
  }
  if (data.operation === "ADD_BONUS") {
    const offering = addOnOf(principal.org, data.bonus_catalog_id);
    const price = offering && oneTimePriceOf(offering);
    if (!offering?.isSelfService || !price)
      throw refuse("offeringNotSelfService", `${data.bonus_catalog_id} cannot be bought in self-service.`);
    facts.set(row, {
      purchase: {
        offeringName: offering.name,
        withTaxes: price.taxIncludedAmount.value,
        withoutTaxes: price.dutyFreeAmount.value,
        taxRate: String(price.taxRate),
      },
    });
  }
  return facts;
}
