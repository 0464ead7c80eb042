import type { SandboxDb } from "../store/db";

export type Role = "customer" | "agent" | "support" | "supervisor";

/** Who is calling, as read from a verified access token. */
export interface Principal {
  sub: string;
  org: string;
  roles: Role[];
  /** Subscriptions and accounts a customer owns; empty for staff. */
  subscriptions: string[];
  accounts: string[];
  clientId: string;
  /** OAuth scopes (network-API tokens); empty for password-grant tokens. */
  scopes: string[];
  /** The subscriber a token-exchange token is bound to. */
  phoneNumber?: string;
}

export type AppEnv = {
  Variables: {
    traceId: string;
    principal: Principal;
    db: SandboxDb;
  };
};
