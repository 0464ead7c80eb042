import { z } from "zod";
import { NetworkError } from "./errors";

export const phoneNumber = z
  .string()
  .regex(/^\+[1-9][0-9]{4,14}$/, "must be an E.164 number with a leading +");
export const isoDate = z.iso.date("must be a date YYYY-MM-DD");

/** Seed §4.2: quotes, semicolon, backslash, percent, angle and square brackets, !, #, --, path traversal, script calls. */
const FORBIDDEN = /["'`;\\%<>[\]!#]|--|\.\.[/\\]|\(\)|\$\{|javascript:/i;
export const freeText = z
  .string()
  .min(1, "must not be empty")
  .max(256, "must be at most 256 characters")
  .refine((value) => !FORBIDDEN.test(value), "contains a forbidden character or sequence");

export const device = z
  .strictObject({
    phoneNumber: phoneNumber.optional(),
    networkAccessIdentifier: z.string().min(1).optional(),
    ipv4Address: z
      .strictObject({
        publicAddress: z.ipv4("must be an IPv4 address"),
        privateAddress: z.ipv4("must be an IPv4 address").optional(),
        publicPort: z.int("must be an integer").min(0).max(65535).optional(),
      })
      .optional(),
    ipv6Address: z.ipv6("must be an IPv6 address").optional(),
  })
  .refine((d) => Object.keys(d).length > 0, "must hold at least one identifier");
export type DeviceInput = z.infer<typeof device>;

const RANGE_ISSUES = new Set(["too_big", "too_small"]);

/** Parses a body: 400 OUT_OF_RANGE for a number outside its bounds, 400 INVALID_ARGUMENT for anything else. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new NetworkError("INVALID_ARGUMENT", "The request body must be a JSON object.");
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join(".") : "body";
  const isRange = issue && RANGE_ISSUES.has(issue.code) && (issue as { origin?: string }).origin === "number";
  const what =
    issue?.code === "unrecognized_keys" ? `unknown member ${issue.keys.join(", ")}` : issue?.message;
  throw new NetworkError(isRange ? "OUT_OF_RANGE" : "INVALID_ARGUMENT", `${where}: ${what}`);
}
