import { expiredSessionValue } from "./token-service";
import { DEMO_PASSWORD } from "./users";

/**
 * A browser's cookie jar reduced to what the portal sets, so one session can be sent to any instance
 * (a load balancer without stickiness). Cookies are per host, not per port: every instance sees them.
 */
export class CookieSession {
  private readonly jar = new Map<string, string>();

  get header(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The session cookie's value as sent now (chunks joined). */
  get sessionCookie(): string {
    return [...this.jar]
      .filter(([name]) => name.startsWith("next-auth.session-token"))
      .map(([, value]) => value)
      .join("");
  }

  /** Runs the session's access token out, as if its lifetime had passed (the portals' secret decodes it). */
  async expire(secret: string) {
    const value = await expiredSessionValue(this.sessionCookie, secret);
    for (const name of [...this.jar.keys()])
      if (name.startsWith("next-auth.session-token")) this.jar.delete(name);
    this.jar.set("next-auth.session-token", value);
  }

  remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: this.header },
    });
    this.remember(response);
    return response;
  }

  /** Signs in through next-auth's credentials flow, as the login form does. */
  async signIn(portalUrl: string, username: string) {
    const csrf = await this.fetch(`${portalUrl}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const response = await this.fetch(`${portalUrl}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, username, password: DEMO_PASSWORD, json: "true" }),
    });
    if (!this.sessionCookie) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  }
}
