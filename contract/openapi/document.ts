import { z } from "zod";
import { DecimalString, RequestDecimal } from "../billing";

/** One operation of an operator API, described with the contract's own schemas. */
export interface ApiOperation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path template below the API's base path: "/orgs/{org}/tickets". */
  path: string;
  operationId: string;
  summary: string;
  query?: z.ZodObject;
  headers?: Record<string, { description: string; required?: boolean }>;
  body?: { schema: z.ZodType; contentType?: string };
  /** Status -> the answer's schema; null for an empty answer; a content type for a document. */
  responses: Record<number, z.ZodType | null | { contentType: string; description: string }>;
  deprecated?: boolean;
  /** Needs no credentials (a public link, the published keys). */
  public?: boolean;
}

export interface ApiDescription {
  id: string;
  title: string;
  version: string;
  description: string;
  /** Where the API sits on the sandbox's origin: "/billing/v1". */
  basePath: string;
  /** Every error answer of this API has this body. */
  error: z.ZodType;
  security: "bearer" | "basic" | "apiKey";
  operations: ApiOperation[];
}

/** A read: GET, answering 200 with `answer` (an error otherwise). */
export const read = (
  path: string,
  operationId: string,
  summary: string,
  answer: ApiOperation["responses"][number],
  more: Partial<ApiOperation> = {},
): ApiOperation => ({ method: "get", path, operationId, summary, responses: { 200: answer }, ...more });

/** On the wire a decimal amount is a JSON number with at most 8 places (billing contract, section 8). */
const wireTypes = new Map<unknown, object>([
  [DecimalString, { type: "number", description: "Exact decimal, at most 8 places (a JSON number)." }],
  [RequestDecimal, { type: "number", description: "Exact decimal, at most 8 places (a JSON number)." }],
]);

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema, as it travels. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const wire = wireTypes.get(zodSchema);
      if (!wire) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
      Object.assign(jsonSchema, wire);
    },
  });
  return json;
}

const SECURITY = {
  bearer: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
  basic: { basic: { type: "http", scheme: "basic" } },
  apiKey: { apiKey: { type: "apiKey", in: "header", name: "authorization" } },
} as const;

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));

function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return [];
  const json = jsonSchemaOf(query, "input") as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function responseOf(status: number, answer: ApiOperation["responses"][number]) {
  const description = status < 300 ? "Success." : "Refused; the body says why.";
  if (answer === null) return { description };
  if (answer instanceof z.ZodType)
    return { description, content: { "application/json": { schema: jsonSchemaOf(answer, "output") } } };
  return { description: answer.description, content: { [answer.contentType]: { schema: {} } } };
}

/** The API as an OpenAPI 3.1 document; `origin` is where it is served. */
export function openApiDocument(api: ApiDescription, origin: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of api.operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(op.responses))
      responses[status] = responseOf(Number(status), answer);
    responses.default = {
      description: "Any refusal or failure.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
    const headers = Object.entries(op.headers ?? {}).map(([name, header]) => ({
      name,
      in: "header",
      required: header.required ?? false,
      description: header.description,
      schema: { type: "string" },
    }));
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.deprecated ? { deprecated: true } : {}),
      parameters: [...pathParameters(op.path), ...queryParameters(op.query), ...headers],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                [op.body.contentType ?? "application/json"]: {
                  schema: jsonSchemaOf(op.body.schema, "input"),
                },
              },
            },
          }
        : {}),
      responses,
      ...(op.public ? { security: [] } : {}),
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: api.title, version: api.version, description: api.description },
    servers: [{ url: `${origin}${api.basePath}` }],
    security: [{ [api.security]: [] }],
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(api.error, "output") },
      securitySchemes: SECURITY[api.security],
    },
  };
}
