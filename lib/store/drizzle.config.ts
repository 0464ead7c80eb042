import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/store/schema.ts",
  out: "./lib/store/migrations",
  schemaFilter: ["portal"],
  casing: "snake_case",
});
