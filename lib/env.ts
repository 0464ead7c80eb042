import "server-only";
import { z } from "zod";
import { DEVELOPMENT_AUDIT_CHAIN_KEY } from "./store/audit-key";

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));

const DEVELOPMENT_SECRET = "development-only-secret-change-me-0123456789";
/** Secrets that were ever published (defaults, docs, benches): anyone could forge a session with them. */
const PUBLIC_SECRETS = new Set([DEVELOPMENT_SECRET, "bench-only-session-secret-0123456789abcdef"]);
/** The operator credentials published as the sandbox's demo values (README, docs/network-apis.md). */
const PUBLISHED_CREDENTIALS = {
  OPERATOR_CLIENT_SECRET: new Set(["portal-web-secret", "acme-web-secret"]),
  OPERATOR_NETWORK_CLIENT_SECRET: new Set(["portal-network-secret", "acme-network-secret"]),
  OPERATOR_APPOINTMENTS_API_KEY: new Set(["appointments-demo-key"]),
} as const;

const schema = z.object({
  OPERATOR_AUTH_URL: url.default("http://localhost:4010/auth"),
  OPERATOR_BILLING_URL: url.default("http://localhost:4010/billing"),
  OPERATOR_TICKETING_URL: url.default("http://localhost:4010/ticketing"),
  OPERATOR_GATEWAY_URL: url.default("http://localhost:4010/gateway"),
  OPERATOR_SUBSCRIPTIONS_URL: url.default("http://localhost:4010/subscriptions"),
  OPERATOR_APPOINTMENTS_URL: url.default("http://localhost:4010/appointments"),
  /** RFC 7009 revocation endpoint, called at sign-out; unset means the operator offers none. */
  OPERATOR_REVOCATION_URL: url.optional(),
  OPERATOR_CLIENT_ID: z.string().min(1).default("portal-web"),
  OPERATOR_CLIENT_SECRET: z.string().min(1).default("portal-web-secret"),
  /** Network-type client for staff calls to the network-exposure APIs (client credentials). */
  OPERATOR_NETWORK_CLIENT_ID: z.string().min(1).default("portal-network"),
  OPERATOR_NETWORK_CLIENT_SECRET: z.string().min(1).default("portal-network-secret"),
  OPERATOR_APPOINTMENTS_API_KEY: z.string().min(1).default("appointments-demo-key"),
  /** Upper bound of one upstream call, in milliseconds. */
  OPERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Upper bound of a whole SIM-swap check (line, token, check, date of the move), in milliseconds;
   * unset, one call's timeout (OPERATOR_TIMEOUT_MS).
   */
  STEP_UP_CHECK_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  /** How long a customer page reuses an upstream answer for the same session (0 turns it off). */
  PORTAL_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
  /** Memory the per-session cache may hold, estimated, in MB per portal instance. */
  PORTAL_CACHE_MB: z.coerce.number().min(0).max(4096).default(256),
  /** Encrypts the session cookie. The development default is refused in production (see below). */
  NEXTAUTH_SECRET: z.string().min(32).default(DEVELOPMENT_SECRET),
  /** Keys the audit chain's HMAC (lib/store/audit-key.ts reads it); required in production (see below). */
  AUDIT_CHAIN_KEY: z.string().min(32).optional(),
  DATABASE_URL: z.string().optional(),
  PORTAL_DATA_DIR: z.string().default(".data/portal"),
  REDIS_URL: z.string().optional(),
  /**
   * Proxies in front of the portal that each append the address they saw to X-Forwarded-For. 0: the
   * client is the TCP peer and every forwarding header is ignored (docs/auth.md, "Client address").
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** A session ends this many hours after sign-in, however active; refreshing tokens does not extend it. */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(8),
});

export type PortalEnv = z.infer<typeof schema>;

/** In production the session secret and the operator credentials must be given and must not be published ones. */
const productionSchema = schema.superRefine((value, ctx) => {
  const message = "must be set to a private random value in production";
  if (PUBLIC_SECRETS.has(value.NEXTAUTH_SECRET))
    ctx.addIssue({ code: "custom", path: ["NEXTAUTH_SECRET"], message });
  for (const [name, published] of Object.entries(PUBLISHED_CREDENTIALS) as [
    keyof typeof PUBLISHED_CREDENTIALS,
    ReadonlySet<string>,
  ][])
    if (published.has(value[name])) ctx.addIssue({ code: "custom", path: [name], message });
  // Without it, or with the published one, anyone able to edit the store could re-key the audit chain.
  if (!value.AUDIT_CHAIN_KEY || value.AUDIT_CHAIN_KEY === DEVELOPMENT_AUDIT_CHAIN_KEY)
    ctx.addIssue({ code: "custom", path: ["AUDIT_CHAIN_KEY"], message });
});

export function parsePortalEnv(source: NodeJS.ProcessEnv): PortalEnv {
  // `next build` runs with NODE_ENV=production too, but signs nothing: the secret is checked at start.
  const isProduction = source.NODE_ENV === "production" && source.NEXT_PHASE !== "phase-production-build";
  const parsed = (isProduction ? productionSchema : schema).safeParse(source);
  if (!parsed.success) {
    throw new Error(`The portal's environment is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Validated once, on first use; a wrong value stops the portal with a message naming the variable. */
export const env: PortalEnv = parsePortalEnv(process.env);
