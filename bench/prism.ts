import { writeFileSync } from "node:fs";
import path from "node:path";
import { startProcess, waitForUrl } from "../e2e/support/servers";

/**
 * Prism (from the npm registry) serving one static example of an endpoint: what a stateless mock costs
 * on this machine, to compare the stateful sandbox with. The example is the sandbox's own answer.
 */
export async function startPrism(port: number, dir: string, apiPath: string, example: unknown) {
  const spec = {
    openapi: "3.0.3",
    info: { title: "consumptions (bench)", version: "1" },
    paths: {
      [apiPath]: {
        get: {
          responses: {
            "200": { description: "ok", content: { "application/json": { example } } },
          },
        },
      },
    },
  };
  const file = path.join(dir, "prism-openapi.json");
  writeFileSync(file, JSON.stringify(spec));
  const prism = startProcess(
    "npx",
    ["--yes", "@stoplight/prism-cli@5", "mock", "--host", "127.0.0.1", "--port", String(port), file],
    {},
  );
  await waitForUrl(`http://127.0.0.1:${port}${apiPath}`, prism, 300_000);
  return prism;
}
