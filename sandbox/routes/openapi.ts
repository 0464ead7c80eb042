import { Hono } from "hono";
import { html, raw } from "hono/html";
import { OPERATOR_APIS } from "../../contract/openapi";
import { openApiDocument } from "../../contract/openapi/document";
import type { AppEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { pageCsp } from "../http/security-headers";

const INDEX_STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}code{font-size:.9em}td,th{text-align:left;padding:.2rem .6rem .2rem 0;vertical-align:top}";
const INDEX_CSP = pageCsp(INDEX_STYLE);

/**
 * The contract as OpenAPI 3.1, one document per API, generated from the contract's schemas: what
 * client generators, Prism in validation-proxy mode or an operator's own tests can check against.
 */
export function openApiRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => {
    const origin = new URL(c.req.url).origin;
    c.header("content-security-policy", INDEX_CSP);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Operator APIs: reference</title>
          <style>${raw(INDEX_STYLE)}</style>
        </head>
        <body>
          <h1>Operator APIs</h1>
          ${OPERATOR_APIS.map(
            (api) => html`<section>
              <h2>${api.title} <small><a href="/openapi/${api.id}.json">${api.id}.json</a></small></h2>
              <p>${api.description}</p>
              <p>Base address: <code>${origin}${api.basePath}</code></p>
              <table>
                ${api.operations.map(
                  (op) => html`<tr>
                    <td><code>${op.method.toUpperCase()}</code></td>
                    <td><code>${op.path}</code>${op.deprecated ? " (deprecated)" : ""}</td>
                    <td>${op.summary}</td>
                  </tr>`,
                )}
              </table>
            </section>`,
          )}
        </body>
      </html>`);
  });
  routes.get("/:file{[a-z]+\\.json}", (c) => {
    const id = c.req.param("file").replace(/\.json$/, "");
    const api = OPERATOR_APIS.find((candidate) => candidate.id === id);
    if (!api) throw new ApiError(404, "notFound", `No API named ${id}; see /openapi.`);
    return c.json(openApiDocument(api, new URL(c.req.url).origin));
  });
  return routes;
}
