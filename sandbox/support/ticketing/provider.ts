import {
  REMOVED_TICKETING_PROVIDERS,
  TICKETING_PROVIDERS,
  type TicketingProvider,
} from "../../../contract/ticketing";
import { ApiError } from "../../http/errors";

const isProvider = (value: string): value is TicketingProvider =>
  (TICKETING_PROVIDERS as readonly string[]).includes(value);

/**
 * Reads the `ticketing-provider` header. Values are case-sensitive. JCC (removed in v2.2.0) and any
 * unknown value are refused with 400 before anything is looked up, so such a request is never routed.
 */
export function readProvider(header: string | undefined, required: true): TicketingProvider;
export function readProvider(header: string | undefined, required: false): TicketingProvider | undefined;
export function readProvider(header: string | undefined, required: boolean): TicketingProvider | undefined {
  const value = header?.trim();
  if (!value) {
    if (!required) return undefined;
    throw new ApiError(400, "missingTicketingProvider", "The ticketing-provider header is required.");
  }
  if ((REMOVED_TICKETING_PROVIDERS as readonly string[]).includes(value))
    throw new ApiError(
      400,
      "ticketingProviderRemoved",
      `The ticketing provider ${value} was removed in v2.2.0; use one of: ${TICKETING_PROVIDERS.join(", ")}.`,
    );
  if (!isProvider(value))
    throw new ApiError(
      400,
      "invalidTicketingProvider",
      `Unknown ticketing provider; use one of: ${TICKETING_PROVIDERS.join(", ")}.`,
    );
  return value;
}
