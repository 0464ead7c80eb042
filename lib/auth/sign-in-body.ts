import { parse } from "lossless-json";

/** A credentials sign-in's fields, each read once; or why the body cannot be read without doubt. */
export type SignInBody = { ok: true; fields: Record<string, string> } | { ok: false; reason: string };

const refused = (reason: string): SignInBody => ({ ok: false, reason });

/**
 * Reads the body the way next-auth picks its parser (`content-type` containing application/json, else
 * application/x-www-form-urlencoded), but refuses what next-auth would read differently from a first
 * reader: a field given twice (URLSearchParams and JSON.parse keep the last one, a throttle reading
 * `get()` the first), a value that is not a string, any other kind of body.
 */
export function readSignInBody(contentType: string | null, text: string): SignInBody {
  if (contentType?.includes("application/json")) return readJson(text);
  if (contentType?.includes("application/x-www-form-urlencoded")) return readForm(text);
  return refused("The sign-in form is sent form-encoded or as JSON.");
}

function readForm(text: string): SignInBody {
  // No prototype: a field named __proto__ is a field like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) return refused(`The field "${name}" is given more than once.`);
    fields[name] = value;
  }
  return { ok: true, fields };
}

function readJson(text: string): SignInBody {
  let body: unknown;
  try {
    // lossless-json refuses a key given twice with different values (JSON.parse keeps the last).
    body = parse(text);
  } catch {
    return refused("The sign-in body is not one JSON object with each field once.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refused("The sign-in body is not a JSON object.");
  }
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== "string") return refused(`The field "${name}" is not a string.`);
    fields[name] = value;
  }
  return { ok: true, fields };
}

/** The fields as the one body next-auth is handed: it reads exactly what the throttle counted. */
export function signInFormBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
