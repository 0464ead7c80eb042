import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "components/**/*.test.ts",
            "contract/**/*.test.ts",
            "sandbox/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["sandbox/contract/**", "node_modules/**"],
          environment: "node",
          setupFiles: ["lib/testing/next-intl-server.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "contract",
          include: ["sandbox/contract/**/*.contract.test.ts"],
          globalSetup: ["sandbox/contract/global-setup.ts"],
          // One sandbox is shared; files run one after another so "store unchanged" checks hold.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
