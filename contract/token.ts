import { z } from "zod";

/** Token response (contract section 2.1). */
export const TokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds the access token stays valid. */
  expires_in: z.number().int().positive(),
  /** RFC 6749: case-insensitive (spelled out, so JSON Schema can say it too). */
  token_type: z.string().regex(/^[Bb][Ee][Aa][Rr][Ee][Rr]$/),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Claims of the access token the portal relies on (sandbox/auth/tokens.ts issues them). */
export const AccessTokenClaims = z.object({
  sub: z.string().min(1),
  org: z.string().min(1),
  roles: z.array(z.string()),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
  subscriptions: z.array(z.string()).default([]),
  accounts: z.array(z.string()).default([]),
  client_id: z.string().optional(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

/** OAuth error body (RFC 6749 section 5.2). */
export const OAuthErrorBody = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
