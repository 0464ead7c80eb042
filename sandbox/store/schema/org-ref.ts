import { text } from "drizzle-orm/pg-core";
import { orgs } from "./identity";

/** The org a row belongs to (kept out of the schema's index: it is a column, not a table). */
export const orgRef = () =>
  text()
    .notNull()
    .references(() => orgs.id);
