// Without zod, so that browser code can import the provider list without the schemas.

/** Values accepted in the `ticketing-provider` header (v2.2.0). */
export const TICKETING_PROVIDERS = ["JAM", "TGJ", "JNEXT", "JNODUS", "OCEANE"] as const;
/** Removed in v2.2.0: a request naming it is refused and never routed. */
export const REMOVED_TICKETING_PROVIDERS = ["JCC"] as const;
export type TicketingProvider = (typeof TICKETING_PROVIDERS)[number];
