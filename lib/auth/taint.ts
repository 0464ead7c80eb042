/// <reference types="react/experimental" />
import * as React from "react";

type Taint = typeof React.experimental_taintUniqueValue;

export const TOKEN_TAINT_MESSAGE =
  "An operator token must never be passed to a client component: tokens stay on the server.";

/**
 * Defence in depth: marks the session's tokens so React refuses to serialise them to the browser
 * (a prop of a client component, a server action's answer), for as long as `lifetime` lives.
 * Needs `experimental.taint` (next.config.ts); outside React's server build there is nothing to do.
 */
export function taintSessionTokens(
  lifetime: object,
  tokens: { accessToken: string; refreshToken?: string },
  taint: Taint | undefined = React.experimental_taintUniqueValue,
): void {
  if (typeof taint !== "function") return;
  taint(TOKEN_TAINT_MESSAGE, lifetime, tokens.accessToken);
  if (tokens.refreshToken) taint(TOKEN_TAINT_MESSAGE, lifetime, tokens.refreshToken);
}
