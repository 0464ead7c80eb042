import type { z } from "zod";
import {
  type CustomFieldValue,
  customFieldsSchema,
  type TicketField,
  type TicketFieldIssue,
} from "../../../contract/ticketing";

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

export interface TransitionRequest {
  transitionId: number;
  /** Custom fields as sent, keyed by name or (old layout) by placeholder key. */
  given: Record<string, unknown>;
  /** Keys that came through the old layout (top-level properties or placeholder keys). */
  usedLegacyLayout: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a transition body. The v2.2.0 layout puts custom fields in `customFields`; the older layout
 * (top-level properties) is still tolerated and merged, `customFields` winning on a clash.
 */
export function readTransitionBody(
  body: unknown,
): { ok: true; value: TransitionRequest } | { ok: false; message: string } {
  if (!isPlainObject(body)) return { ok: false, message: "The body must be a JSON object." };
  const { transitionId, customFields, ...topLevel } = body;
  if (transitionId === undefined) return { ok: false, message: "transitionId is required." };
  if (typeof transitionId !== "number" || !Number.isInteger(transitionId))
    return { ok: false, message: "transitionId must be an integer." };
  if (transitionId < INT32_MIN || transitionId > INT32_MAX)
    return { ok: false, message: "transitionId must be a 32-bit integer." };
  if (customFields !== undefined && customFields !== null && !isPlainObject(customFields))
    return { ok: false, message: "customFields must be an object keyed by custom field name." };
  const modern = customFields ?? {};
  const usedLegacyLayout = Object.keys(topLevel).length > 0;
  return { ok: true, value: { transitionId, given: { ...topLevel, ...modern }, usedLegacyLayout } };
}

export interface ResolvedFields {
  /** The values processed, by field name, absent optional ones left out. */
  fields: Record<string, CustomFieldValue>;
  /** Keys given that the transition does not allow, in the order sent. */
  ignored: string[];
  usedPlaceholderKeys: boolean;
  issues: TicketFieldIssue[];
}

/** Keeps only the fields the transition allows (placeholder keys mapped to names) and validates them. */
export function resolveFields(
  allowed: readonly TicketField[],
  given: Record<string, unknown>,
): ResolvedFields {
  const byName = new Map(allowed.map((f) => [f.name, f]));
  const byLegacyKey = new Map(allowed.map((f) => [f.legacyKey, f]));
  const picked: Record<string, unknown> = {};
  const ignored: string[] = [];
  let usedPlaceholderKeys = false;
  for (const [key, value] of Object.entries(given)) {
    const named = byName.get(key);
    if (named) {
      picked[named.name] = value;
      continue;
    }
    const legacy = byLegacyKey.get(key);
    if (legacy) {
      usedPlaceholderKeys = true;
      // A value under the field's name wins over its placeholder.
      if (!(legacy.name in given)) picked[legacy.name] = value;
      continue;
    }
    ignored.push(key);
  }

  const parsed = customFieldsSchema([...allowed]).safeParse(picked);
  if (!parsed.success) {
    return { fields: {}, ignored, usedPlaceholderKeys, issues: toFieldIssues(parsed.error, picked) };
  }
  const fields: Record<string, CustomFieldValue> = {};
  for (const [name, value] of Object.entries(parsed.data)) if (value !== undefined) fields[name] = value;
  return { fields, ignored, usedPlaceholderKeys, issues: [] };
}

function toFieldIssues(error: z.ZodError, picked: Record<string, unknown>): TicketFieldIssue[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? "");
    const raw = picked[field];
    const isAbsent =
      raw === undefined ||
      raw === null ||
      (typeof raw === "string" && raw.trim() === "") ||
      (Array.isArray(raw) && raw.length === 0);
    let code: TicketFieldIssue["code"];
    if (isAbsent) code = "requiredField";
    else if (issue.code === "invalid_type" || issue.code === "invalid_format") code = "invalidType";
    else if (issue.code === "too_big" || issue.code === "too_small") code = "outOfRange";
    else code = "valueNotAllowed";
    return { field, code, message: issue.message };
  });
}
