import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { OPERATOR_APIS } from "../../contract/openapi";
import { openApiDocument } from "../../contract/openapi/document";

interface Route {
  method: string;
  pattern: RegExp;
  where: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

const describeErrors = (errors: ErrorObject[]) =>
  errors
    .map((e) => {
      const extra = (e.params as { additionalProperty?: string }).additionalProperty;
      return `${e.instancePath || "body"} ${e.message}${extra ? ` (${extra})` : ""}`;
    })
    .join("; ");

/** A path template as a pattern: "{org}" matches one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+")}$`);

/**
 * Checks sandbox answers against the published OpenAPI documents (/openapi/<api>.json), built from
 * the same documents the sandbox serves: every JSON answer of a documented operation must match the
 * schema of its status (or the API's error body), and every documented status must be declared.
 */
export function createOpenApiChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const routes: Route[] = [];
  for (const api of OPERATOR_APIS) {
    const document = openApiDocument(api, "");
    const errorSchema = document.components.schemas.Error;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const { responses } = operation as { responses: Route["responses"] };
        responses.default = { content: { "application/json": { schema: errorSchema } } };
        // Literal segments win over templates ("/invoices/sales" before "/invoices/{invoiceId}").
        routes.push({
          method,
          pattern: patternOf(`${api.basePath}${path}`),
          where: `${method.toUpperCase()} ${api.basePath}${path}`,
          responses,
        });
      }
    }
  }
  routes.sort(
    (a, b) =>
      (a.pattern.source.match(/\[\^\/\]\+/g)?.length ?? 0) -
      (b.pattern.source.match(/\[\^\/\]\+/g)?.length ?? 0),
  );

  const violations: string[] = [];
  const pending: Promise<void>[] = [];
  let checked = 0;

  async function check(request: Request, response: Response) {
    const { pathname } = new URL(request.url);
    const route = routes.find((r) => r.method === request.method.toLowerCase() && r.pattern.test(pathname));
    if (!route) return;
    const status = String(response.status);
    const declared =
      route.responses[status] ?? (response.status >= 400 ? route.responses.default : undefined);
    if (!declared) {
      violations.push(`${route.where} answered ${status}, which the document does not declare`);
      return;
    }
    const type = response.headers.get("content-type") ?? "";
    const schema = declared.content?.["application/json"]?.schema;
    if (!schema || !type.includes("json")) return;
    const text = await response.text();
    if (!text) return;
    const validate = validatorOf(schema);
    checked += 1;
    if (!validate(JSON.parse(text)))
      violations.push(`${route.where} ${status}: ${describeErrors(validate.errors ?? [])}`);
  }

  return {
    observe(request: Request, response: Response) {
      pending.push(check(request, response).catch((error: unknown) => void violations.push(String(error))));
    },
    async report() {
      await Promise.all(pending);
      return { checked, violations: [...new Set(violations)] };
    },
  };
}
