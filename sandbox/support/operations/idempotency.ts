import { createHash } from "node:crypto";
import type { AdministrationOperationResponse } from "../../../contract/operations";
import { IDEMPOTENCY_KEY_TTL_MS } from "../../../contract/self-service";
import { ApiError } from "../../http/errors";
import type { SandboxDb } from "../../store/db";
import { findIdempotencyKey, readOperation } from "./operations-store";

// Printable ASCII but the quote and backslash: the content of a Structured Fields string (RFC 8941).
const KEY = /^[\x20\x21\x23-\x5b\x5d-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header: a Structured Fields string (`"…"`, as the IETF draft defines it) or,
 * leniently, the same characters unquoted. Undefined when absent; 400 when malformed.
 */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  const key = /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  if (!KEY.test(key) || key.trim() === "")
    throw new ApiError(
      400,
      "invalidIdempotencyKey",
      'Idempotency-Key must be a quoted string of 1-255 printable ASCII characters (no " or \\).',
    );
  return key;
}

/** The request payload a key is bound to: the file's bytes. */
export const fingerprintOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The outcome this key already produced for the same file (to answer again, never run twice);
 * undefined when the key is new or forgotten (24 h); 422 when it came with another file.
 */
export async function earlierOutcome(
  db: SandboxDb,
  input: { org: string; subject: string; key: string; fingerprint: string; now: Date },
): Promise<AdministrationOperationResponse | undefined> {
  const found = await findIdempotencyKey(db, { ...input, ttlMs: IDEMPOTENCY_KEY_TTL_MS });
  if (!found) return undefined;
  if (found.fingerprint !== input.fingerprint)
    throw new ApiError(
      422,
      "idempotencyKeyReused",
      "This Idempotency-Key was used with another file; use a new key for a new operation.",
    );
  return readOperation(db, input.org, found.operationId);
}
