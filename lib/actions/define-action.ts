import "server-only";
import type { z } from "zod";
import { type AuthorizeOutcome, authorize, type PortalSession, type Role } from "@/lib/auth/session";
import { traced } from "@/lib/telemetry/spans";
import { storeUnavailable } from "@/store-kit/unavailable";
import { errorWords, type InvalidKey } from "./error-words";
import { type ActionError, type ActionResult, fail, fieldErrorsOf, fieldIssuesOf } from "./result";
import { unstorableField } from "./unstorable-field";

/** A signed-out (401) or wrong-role (403) caller, as an action error in the request's language. */
export const refusalOf = async (outcome: Extract<AuthorizeOutcome, { ok: false }>): Promise<ActionError> => ({
  code: outcome.status === 401 ? "unauthenticated" : "forbidden",
  message: (await errorWords())(outcome.status === 401 ? "operator.unauthorized" : "operator.forbidden"),
  status: outcome.status,
});

/** A schema, or one built per request (e.g. amounts in the request's locale). */
type SchemaOf<S extends z.ZodType> = S | (() => Promise<S>);

export type Admitted<T> = { ok: true; session: PortalSession; input: T } | { ok: false; error: ActionError };

async function invalidMessage(key: InvalidKey): Promise<string> {
  const t = await errorWords();
  return key === "validation" ? t("operator.validation") : t(`invalid.${key}`);
}

/**
 * The door of every action: a session with one of the roles (401 or 403 otherwise), then the input
 * through its schema (`validation` with field errors otherwise; a NUL character or a lone UTF-16
 * surrogate, which no store keeps, is refused in any field). `refused` sees a refused input,
 * for the actions that audit refusals too.
 */
export async function admit<S extends z.ZodType>(
  spec: {
    roles: readonly Role[];
    input: SchemaOf<S>;
    invalid: InvalidKey;
    refused?: (session: PortalSession, raw: unknown, error: ActionError) => Promise<void>;
  },
  raw: unknown,
): Promise<Admitted<z.output<S>>> {
  // The session's record is in the portal's own store: when it cannot answer, the form says so (503).
  const outcome = await authorize(...spec.roles).catch(async (error: unknown) => {
    if (!storeUnavailable(error)) throw error;
    return undefined;
  });
  if (!outcome)
    return {
      ok: false,
      error: {
        code: "storeUnavailable",
        message: (await errorWords())("action.storeUnavailable"),
        status: 503,
      },
    };
  if (!outcome.ok) return { ok: false, error: await refusalOf(outcome) };
  const unstorable = unstorableField(raw);
  let issues: readonly { path: readonly PropertyKey[]; message: string }[] = [];
  if (!unstorable) {
    const schema = typeof spec.input === "function" ? await spec.input() : spec.input;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { ok: true, session: outcome.session, input: parsed.data };
    issues = parsed.error.issues;
  }
  const t = await errorWords();
  const error: ActionError = {
    code: "validation",
    message: await invalidMessage(spec.invalid),
    fieldErrors: unstorable
      ? { [unstorable.field]: t(unstorable.problem === "nul" ? "field.nulCharacter" : "field.loneSurrogate") }
      : fieldErrorsOf(issues, t),
    fieldIssues: unstorable
      ? { [unstorable.field]: unstorable.problem === "nul" ? "field.nulCharacter" : "field.loneSurrogate" }
      : fieldIssuesOf(issues),
    status: 400,
  };
  await spec.refused?.(outcome.session, raw, error);
  return { ok: false, error };
}

/**
 * A server action from its roles, its input schema and a handler that sees only an admitted session
 * and parsed input. Export it from a "use server" module: `export const act = defineAction({...})`.
 */
export function defineAction<S extends z.ZodType, T>(spec: {
  /** The action's name in traces (`action <name>`, lib/telemetry/spans.ts). */
  name: string;
  roles: readonly Role[];
  input: SchemaOf<S>;
  /** What the form says above its field errors when the input is refused (Errors.invalid, or Errors.operator.validation). */
  invalid: InvalidKey;
  handler: (ctx: { session: PortalSession; input: z.output<S>; raw: unknown }) => Promise<ActionResult<T>>;
}): (raw: unknown) => Promise<ActionResult<T>> {
  return traced(spec.name, async (raw: unknown) => {
    const admitted = await admit(spec, raw);
    if (!admitted.ok) return fail(admitted.error);
    return spec.handler({ session: admitted.session, input: admitted.input, raw });
  });
}
