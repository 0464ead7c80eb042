import type { Context, MiddlewareHandler } from "hono";
import { createVerifier } from "../auth/verify";
import type { AppEnv, Principal, Role } from "./env";
import { ApiError } from "./errors";

/**
 * Verifies `Authorization: Bearer <jwt>` and stores the caller as `principal`.
 * 401 when the token is missing, malformed, badly signed or expired.
 */
export function bearerAuth(): MiddlewareHandler<AppEnv> {
  let verify: ReturnType<typeof createVerifier> | undefined;
  return async (c, next) => {
    verify ??= createVerifier(c.get("db"));
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, "unauthorized", "A bearer access token is required.");
    const result = await verify(match[1]);
    if (!result.ok)
      throw new ApiError(401, "unauthorized", `The access token is not valid: ${result.reason}.`);
    c.set("principal", result.principal);
    await next();
  };
}

const hasRole = (principal: Principal, role: Role) => principal.roles.includes(role);

/** 403 unless the token belongs to the org named in the path. */
export function assertOrg(c: Context<AppEnv>, org: string): Principal {
  const principal = c.get("principal");
  if (principal.org !== org)
    throw new ApiError(403, "forbidden", "The access token does not cover this organization.");
  return principal;
}

/** 403 unless the caller holds one of the roles. */
export function assertRole(c: Context<AppEnv>, ...roles: Role[]): Principal {
  const principal = c.get("principal");
  if (!roles.some((role) => principal.roles.includes(role)))
    throw new ApiError(403, "forbidden", `This operation needs one of the roles: ${roles.join(", ")}.`);
  return principal;
}

/** Agents and support work for the whole org; customers only for what their token lists. */
export const isStaff = (principal: Principal) => hasRole(principal, "agent") || hasRole(principal, "support");

function assertOwned(c: Context<AppEnv>, org: string, kind: "subscriptions" | "accounts", id: string) {
  const principal = assertOrg(c, org);
  if (isStaff(principal) || principal[kind].includes(id)) return principal;
  const what = kind === "subscriptions" ? "subscription" : "account";
  throw new ApiError(403, "forbidden", `The access token does not cover this ${what}.`);
}

/** Customers reach only their own subscriptions; staff reach every subscription of their org. */
export const assertSubscriptionAccess = (c: Context<AppEnv>, org: string, subscriptionId: string) =>
  assertOwned(c, org, "subscriptions", subscriptionId);

/** Customers reach only their own accounts; staff reach every account of their org. */
export const assertAccountAccess = (c: Context<AppEnv>, org: string, accountId: string) =>
  assertOwned(c, org, "accounts", accountId);
