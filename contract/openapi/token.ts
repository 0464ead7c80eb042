import { z } from "zod";
import { NetworkTokenResponse } from "../gateway";
import { OAuthErrorBody, TokenResponse } from "../token";
import type { ApiDescription } from "./document";

const form = (fields: Record<string, z.ZodType>) => ({
  schema: z.object(fields),
  contentType: "application/x-www-form-urlencoded",
});

/** Token service (seed 001, section 2): OAuth 2.0 with the client's own Basic credentials. */
export const tokenApi: ApiDescription = {
  id: "token",
  title: "Token service",
  version: "1",
  description:
    "OAuth 2.0 token endpoint: password and refresh_token grants for the portal, client_credentials and RFC 8693 token exchange for network clients, RFC 7009 revocation. Errors follow RFC 6749 section 5.2. See docs/auth.md and docs/network-apis.md.",
  basePath: "/auth",
  error: OAuthErrorBody,
  security: "basic",
  operations: [
    {
      method: "post",
      path: "/oauth/token",
      operationId: "token",
      summary: "Issues tokens for a grant.",
      body: form({
        grant_type: z.enum([
          "password",
          "refresh_token",
          "client_credentials",
          "urn:ietf:params:oauth:grant-type:token-exchange",
        ]),
        username: z.string().optional(),
        password: z.string().optional(),
        refresh_token: z.string().optional(),
        scope: z.string().optional(),
        subject_token: z.string().optional(),
        subject_token_type: z.string().optional(),
      }),
      responses: { 200: z.union([TokenResponse, NetworkTokenResponse]) },
    },
    {
      method: "post",
      path: "/oauth/revoke",
      operationId: "revoke",
      summary: "Revokes a refresh token and the tokens rotated from it (RFC 7009).",
      body: form({ token: z.string(), token_type_hint: z.string().optional() }),
      responses: { 200: null },
    },
    {
      method: "get",
      path: "/.well-known/jwks.json",
      operationId: "jwks",
      summary: "The public keys that sign access tokens.",
      responses: {
        200: z.object({ keys: z.array(z.object({ kty: z.string(), kid: z.string() }).loose()) }),
      },
      public: true,
    },
  ],
};
