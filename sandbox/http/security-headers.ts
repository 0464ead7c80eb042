import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Every answer that is not a page (JSON, PDFs, CSV, errors): it may load nothing and be framed by nothing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;

/**
 * A sandbox page's policy: its own inline `<style>` blocks (by hash: no other style, no script, no image),
 * forms only back to the sandbox, never framed.
 */
export const pageCsp = (...styles: string[]) =>
  `default-src 'none'; style-src ${styles.map(styleHash).join(" ")}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

/**
 * `nosniff` and a Content-Security-Policy on every answer of the sandbox, errors included. A route that
 * serves a page sets its own policy (`pageCsp`); every other answer gets `API_CSP`.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("x-content-type-options", "nosniff");
    if (!c.res.headers.has("content-security-policy")) c.res.headers.set("content-security-policy", API_CSP);
  };
}
