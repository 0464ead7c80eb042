import { createLocalJWKSet, type JWK, type JWTPayload, jwtVerify } from "jose";
import { sandboxDate } from "../http/clock";
import type { Principal, Role } from "../http/env";
import type { SandboxDb } from "../store/db";
import { publicJwks, SIGNING_ALG, TOKEN_AUDIENCE, TOKEN_ISSUER } from "./keys";

type VerifyResult = { ok: true; principal: Principal } | { ok: false; reason: string };

export type TokenVerifier = (token: string) => Promise<VerifyResult>;

/** Tokens whose signature was checked are remembered (up to this many), so each call re-checks only their times. */
const REMEMBERED_TOKENS = 10_000;

/** jose's time checks, for a token whose signature was already verified: the sandbox clock can move. */
function timeProblem(claims: JWTPayload, now: Date): string | undefined {
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof claims.exp === "number" && claims.exp <= seconds) return "token expired";
  if (typeof claims.nbf === "number" && claims.nbf > seconds) return "invalid token";
  return undefined;
}

/** Verifies access tokens against the published keys (reloaded when an unknown kid shows up). */
export function createVerifier(db: SandboxDb): TokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  // Access tokens cannot be revoked (only refresh tokens can), so a verified signature stays verified
  // until the keys are reloaded.
  const verified = new Map<string, JWTPayload>();
  const reload = async () => {
    const jwks = await publicJwks(db);
    keySet = createLocalJWKSet(jwks as { keys: JWK[] });
    verified.clear();
    return keySet;
  };
  const remember = (token: string, claims: JWTPayload) => {
    if (verified.size >= REMEMBERED_TOKENS) verified.clear();
    verified.set(token, claims);
    return claims;
  };
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      const problem = timeProblem(known, sandboxDate());
      if (!problem) return accepted(known);
      verified.delete(token);
      return { ok: false, reason: problem };
    }
    const verify = async (keys: ReturnType<typeof createLocalJWKSet>) =>
      jwtVerify(token, keys, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [SIGNING_ALG],
        currentDate: sandboxDate(),
      });
    try {
      let result: Awaited<ReturnType<typeof verify>>;
      try {
        result = await verify(keySet ?? (await reload()));
      } catch (error) {
        if ((error as { code?: string }).code !== "ERR_JWKS_NO_MATCHING_KEY") throw error;
        result = await verify(await reload());
      }
      return accepted(remember(token, result.payload));
    } catch (error) {
      const code = (error as { code?: string }).code;
      return { ok: false, reason: code === "ERR_JWT_EXPIRED" ? "token expired" : "invalid token" };
    }
  };
}

function accepted(claims: JWTPayload): VerifyResult {
  if (claims.token_use !== "access") return { ok: false, reason: "not an access token" };
  return {
    ok: true,
    principal: {
      sub: String(claims.sub),
      org: String(claims.org),
      roles: (claims.roles as Role[] | undefined) ?? [],
      subscriptions: (claims.subscriptions as string[] | undefined) ?? [],
      accounts: (claims.accounts as string[] | undefined) ?? [],
      clientId: String(claims.client_id),
      scopes: typeof claims.scope === "string" ? claims.scope.split(" ").filter(Boolean) : [],
      phoneNumber: typeof claims.phone_number === "string" ? claims.phone_number : undefined,
    },
  };
}
