import { pgSchema, timestamp } from "drizzle-orm/pg-core";

// Every sandbox table lives in its own Postgres schema so that the portal's store can share one database.
export const sandbox = pgSchema("sandbox");

/** Money and other decimal quantities: exact, up to 8 decimal places, read back as strings. */
export const DECIMAL = { precision: 30, scale: 8 } as const;

/** An instant, stored with its zone. */
export const ts = () => timestamp({ withTimezone: true });
