/** Who calls the operator: the signed-in person's bearer token and org. Every API client takes one. */
export interface OperatorCaller {
  accessToken: string;
  org: string;
  /** The portal session behind the token, when there is one: what the per-session cache is keyed by. */
  sessionId?: string;
}

/** The org always comes from the session, never from a form or a URL. */
export const callerOf = (session: {
  accessToken: string;
  sessionId?: string;
  user: { org: string };
}): OperatorCaller => ({
  accessToken: session.accessToken,
  org: session.user.org,
  ...(session.sessionId ? { sessionId: session.sessionId } : {}),
});
