import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./sandbox/store/schema/index.ts",
  out: "./sandbox/store/migrations",
  schemaFilter: ["sandbox"],
  casing: "snake_case",
});
