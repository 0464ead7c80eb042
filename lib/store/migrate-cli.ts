import { openPortalStore } from "./open";

// npm run portal:migrate: creates or updates the portal's own store before the server starts.
const store = await openPortalStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PORTAL_DATA_DIR ?? ".data/portal",
});
console.log(
  `[portal] store ready (${store.kind === "pglite" ? (process.env.PORTAL_DATA_DIR ?? ".data/portal") : "PostgreSQL"})`,
);
await store.close();
