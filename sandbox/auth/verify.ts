import { createLocalJWKSet, type JWK, jwtVerify } from "jose";
import { sandboxDate } from "../http/clock";
import type { Principal, Role } from "../http/env";
import type { SandboxDb } from "../store/db";
import { publicJwks, SIGNING_ALG, TOKEN_AUDIENCE, TOKEN_ISSUER } from "./keys";

type VerifyResult = { ok: true; principal: Principal } | { ok: false; reason: string };

export type TokenVerifier = (token: string) => Promise<VerifyResult>;

/** Verifies access tokens against the published keys (reloaded when an unknown kid shows up). */
export function createVerifier(db: SandboxDb): TokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  const reload = async () => {
    const jwks = await publicJwks(db);
    keySet = createLocalJWKSet(jwks as { keys: JWK[] });
    return keySet;
  };
  return async (token) => {
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
      const claims = result.payload;
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
    } catch (error) {
      const code = (error as { code?: string }).code;
      return { ok: false, reason: code === "ERR_JWT_EXPIRED" ? "token expired" : "invalid token" };
    }
  };
}
