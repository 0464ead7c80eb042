import type { vi } from "vitest";

/** A module function replaced by vi.mock, typed for mockResolvedValue and friends. */
export const mocked = <T>(fn: T) => fn as unknown as ReturnType<typeof vi.fn>;

/** An unsigned JWT: the portal reads the claims of operator tokens, it never verifies them. */
export const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;

interface SessionFields {
  org?: string;
  id?: string;
  username?: string;
  name?: string;
  subscriptions?: string[];
  accessToken?: string;
}

/** A signed-in person as the session helpers hand them out. */
export function sessionOf(roles: string[], fields: SessionFields = {}) {
  const { org = "demo", id = "u", username = id, name = id, subscriptions = [], accessToken = "t" } = fields;
  return { accessToken, user: { id, name, username, org, roles, subscriptions, accounts: [] } } as never;
}
